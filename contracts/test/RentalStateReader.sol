// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {RentalAgreement} from "../RentalAgreement.sol";

/**
 * @title RentalStateReader
 * @author Toolshare
 * @notice Test helper: reads every rental, the pending withdrawals of some accounts and the escrow's
 * balance in one call, so that the model-based test can compare the whole contract state after every step.
 */
contract RentalStateReader {
    /// @notice Everything the escrow holds that a model can predict.
    /// @param rentals The escrow to read.
    /// @param accounts The accounts whose pending withdrawals to read.
    /// @return agreements Rentals 1..rentalCount, in order.
    /// @return pending The accounts' pending withdrawals, in order.
    /// @return balance The escrow's ETH balance.
    /// @return admin The dispute admin.
    function read(
        RentalAgreement rentals,
        address[] calldata accounts
    )
        external
        view
        returns (RentalAgreement.Agreement[] memory agreements, uint256[] memory pending, uint256 balance, address admin)
    {
        uint256 count = rentals.rentalCount();
        agreements = new RentalAgreement.Agreement[](count);
        for (uint256 i = 0; i < count; ++i) {
            agreements[i] = rentals.getAgreement(i + 1);
        }
        pending = new uint256[](accounts.length);
        for (uint256 i = 0; i < accounts.length; ++i) {
            pending[i] = rentals.pendingWithdrawals(accounts[i]);
        }
        balance = address(rentals).balance;
        admin = rentals.disputeAdmin();
    }
}
