// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {RentalAgreement} from "../RentalAgreement.sol";

/**
 * @title RentalStateReader
 * @author Toolshare
 * @notice Test helper: reads every rental with its settlement and dispute, the pending withdrawals of some
 * accounts, the escrow's balance and its administration in one call, so that the model-based test can
 * compare the whole contract state after every step.
 */
contract RentalStateReader {
    /// @notice A rental's settlement, dispute and dispute admin, as `settlementOf`, `disputeOf` and
    /// `disputeAdminOf` report them.
    struct Outlook {
        uint256 toLender;
        uint256 toBorrower;
        uint256 disputedAt;
        uint16 lenderShareBps;
        address disputeAdmin;
    }

    /// @notice The escrow's administration.
    struct Administration {
        address admin;
        address owner;
        bool paused;
        uint256 timestamp;
    }

    /// @notice Everything the escrow holds that a model can predict.
    /// @param rentals The escrow to read.
    /// @param ids The rentals to read (all of them, or only those a step touched).
    /// @param accounts The accounts whose pending withdrawals to read.
    /// @return count The escrow's rental count.
    /// @return agreements The rentals `ids`, in order.
    /// @return outlooks Their settlements, disputes and dispute admins, in the same order.
    /// @return pending The accounts' pending withdrawals, in order.
    /// @return balance The escrow's ETH balance.
    /// @return administration Dispute admin, owner, pause flag, and the block time the views were read at.
    function read(
        RentalAgreement rentals,
        uint256[] calldata ids,
        address[] calldata accounts
    )
        external
        view
        returns (
            uint256 count,
            RentalAgreement.Agreement[] memory agreements,
            Outlook[] memory outlooks,
            uint256[] memory pending,
            uint256 balance,
            Administration memory administration
        )
    {
        count = rentals.rentalCount();
        agreements = new RentalAgreement.Agreement[](ids.length);
        outlooks = new Outlook[](ids.length);
        for (uint256 i = 0; i < ids.length; ++i) {
            agreements[i] = rentals.getAgreement(ids[i]);
            Outlook memory outlook = outlooks[i];
            (outlook.toLender, outlook.toBorrower) = rentals.settlementOf(ids[i]);
            (outlook.disputedAt, outlook.lenderShareBps) = rentals.disputeOf(ids[i]);
            outlook.disputeAdmin = rentals.disputeAdminOf(ids[i]);
        }
        pending = new uint256[](accounts.length);
        for (uint256 i = 0; i < accounts.length; ++i) {
            pending[i] = rentals.pendingWithdrawals(accounts[i]);
        }
        balance = address(rentals).balance;
        administration = Administration({
            admin: rentals.disputeAdmin(),
            owner: rentals.owner(),
            paused: rentals.paused(),
            timestamp: block.timestamp
        });
    }
}
