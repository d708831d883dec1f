// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/**
 * @title PlainDollar
 * @author Toolshare
 * @notice Test helper: a dollar token without EIP-2612 `permit` (6 decimals), so that a borrower
 * pays a rental in it after an `approve` transaction, the path the app takes for such tokens.
 */
contract PlainDollar is ERC20 {
    /// @notice Deploys the token.
    constructor() ERC20("Plain Dollar", "PUSD") {}

    /**
     * @notice Mints `amount` to `to`; anyone may call it (a test token).
     * @param to The recipient.
     * @param amount The amount, in the token's smallest unit.
     */
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    /// @notice Six decimals, as USDC.
    /// @return The number of decimals.
    function decimals() public pure override returns (uint8) {
        return 6;
    }
}
