// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";

/**
 * @title TestUSDC
 * @author Toolshare
 * @notice A local stand-in for a dollar stablecoin: "Test USD Coin" (USDC), 6 decimals, EIP-2612 `permit`.
 * Deployed only on local development chains (scripts/deploy.ts), where its owner mints balances to the
 * development accounts; never deployed on a public network (Sepolia uses Circle's test USDC).
 */
contract TestUSDC is ERC20, ERC20Permit, Ownable {
    /// @notice Deploys the token; the deployer may mint.
    constructor() ERC20("Test USD Coin", "USDC") ERC20Permit("Test USD Coin") Ownable(msg.sender) {}

    /**
     * @notice Mints `amount` (6 decimals) to `to`.
     * @param to The recipient.
     * @param amount The amount, in the token's smallest unit.
     */
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    /// @notice Six decimals, as USDC.
    /// @return The number of decimals.
    function decimals() public pure override returns (uint8) {
        return 6;
    }
}
