// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ActingParty} from "./ActingParty.sol";

/**
 * @title RevertingRecipient
 * @author Toolshare
 * @notice Test helper: a party that refuses every ETH payment, so its own withdrawals fail.
 */
contract RevertingRecipient is ActingParty {
    /// @notice Raised whenever ETH is sent to this contract.
    error PaymentRefused();

    /// @notice Binds the party to one escrow.
    /// @param target The RentalAgreement address.
    constructor(address target) ActingParty(target) {}

    /// @notice Refuses every payment.
    receive() external payable override {
        revert PaymentRefused();
    }
}
