// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ActingParty} from "./ActingParty.sol";
import {RentalAgreement} from "../RentalAgreement.sol";

/**
 * @title ReentrantBorrower
 * @author Toolshare
 * @notice Test helper: a party that, when paid by `withdraw`, calls `withdraw` again from its receive
 * function. With `swallowReentryFailure` it catches the failed re-entry (and records its revert data)
 * so the outer withdrawal can complete; without it the failure propagates.
 */
contract ReentrantBorrower is ActingParty {
    /// @notice Whether a failed re-entry is caught (true) or propagates (false).
    bool public swallowReentryFailure;
    /// @notice How many times receive tried to re-enter.
    uint256 public reentryAttempts;
    /// @notice The revert data of the last caught re-entry.
    bytes public lastReentryError;

    /// @notice Binds the party to one escrow.
    /// @param target The RentalAgreement address.
    /// @param swallow Whether to catch a failed re-entry.
    constructor(address target, bool swallow) ActingParty(target) {
        swallowReentryFailure = swallow;
    }

    /// @notice Re-enters `withdraw` once per payment.
    receive() external payable override {
        _reenter();
    }

    function _reenter() private {
        ++reentryAttempts;
        if (!swallowReentryFailure) {
            RentalAgreement(TARGET).withdraw();
            return;
        }
        try RentalAgreement(TARGET).withdraw() {
            lastReentryError = "";
        } catch (bytes memory reason) {
            lastReentryError = reason;
        }
    }
}
