// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Address} from "@openzeppelin/contracts/utils/Address.sol";

/**
 * @title ActingParty
 * @author Toolshare
 * @notice Test helper: a contract account that takes part in rentals by forwarding calls (with value) to
 * the escrow, so that tests can make a contract the lender or the borrower. Accepts ETH.
 */
contract ActingParty {
    /// @notice The escrow this party talks to.
    address public immutable TARGET;

    /// @notice Binds the party to one escrow.
    /// @param target The RentalAgreement address.
    constructor(address target) {
        TARGET = target;
    }

    /// @notice Accepts payouts.
    receive() external payable virtual {}

    /// @notice Calls the escrow with `data`, forwarding `msg.value`; bubbles up any revert.
    /// @param data The ABI-encoded call.
    /// @return result What the escrow returned.
    function act(bytes calldata data) external payable returns (bytes memory result) {
        return Address.functionCallWithValue(TARGET, data, msg.value);
    }
}
