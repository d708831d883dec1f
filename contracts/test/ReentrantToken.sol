// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/**
 * @title ReentrantToken
 * @author Toolshare
 * @notice Test helper: an ERC-20 that, on every transfer between accounts, calls a chosen contract with chosen
 * calldata (a malicious token re-entering the escrow while it pulls or pays) and keeps what that call reverted
 * with, so that a test can check the escrow's reentrancy guard refused it.
 */
contract ReentrantToken is ERC20 {
    address private _target;
    bytes private _data;
    /// @notice What the last re-entering call returned or reverted with.
    bytes public lastReturnData;
    /// @notice Whether the last re-entering call succeeded.
    bool public lastCallSucceeded;

    /// @notice Deploys the token.
    constructor() ERC20("Reentrant", "REE") {}

    /**
     * @notice Mints `amount` to `to`; anyone may call it (a test token).
     * @param to The recipient.
     * @param amount The amount.
     */
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    /**
     * @notice Sets the call to make on every transfer (a zero target: none).
     * @param target The contract to call.
     * @param data The calldata.
     */
    function setHook(address target, bytes calldata data) external {
        _target = target;
        _data = data;
    }

    /// @dev Makes the hooked call before moving the tokens.
    function _update(address from, address to, uint256 value) internal override {
        if (from != address(0) && to != address(0) && _target != address(0)) {
            // solhint-disable-next-line avoid-low-level-calls
            (bool success, bytes memory returnData) = _target.call(_data);
            lastCallSucceeded = success;
            lastReturnData = returnData;
        }
        super._update(from, to, value);
    }
}
