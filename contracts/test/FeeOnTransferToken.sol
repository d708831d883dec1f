// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/**
 * @title FeeOnTransferToken
 * @author Toolshare
 * @notice Test helper: an ERC-20 that burns 1% of every transfer between two accounts, so that the recipient
 * gets less than was sent. The escrow must refuse it (`UnsupportedToken`).
 */
contract FeeOnTransferToken is ERC20 {
    uint256 private constant _FEE_DIVISOR = 100;

    /// @notice Deploys the token.
    constructor() ERC20("Fee On Transfer", "FOT") {}

    /**
     * @notice Mints `amount` to `to`; anyone may call it (a test token).
     * @param to The recipient.
     * @param amount The amount.
     */
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    /// @dev Burns 1% of each transfer between accounts.
    function _update(address from, address to, uint256 value) internal override {
        if (from != address(0) && to != address(0)) {
            uint256 fee = value / _FEE_DIVISOR;
            super._update(from, address(0), fee);
            value -= fee;
        }
        super._update(from, to, value);
    }
}
