// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/**
 * @title RentalPacking
 * @author Toolshare
 * @notice The bit layout of a stored rental: where each field of {RentalAgreement}'s packed words lives, and
 * the pure functions that read and write them. Internal functions only: the compiler inlines them into the
 * escrow, so the split costs no gas.
 * @dev A rental is stored in four words (`RentalAgreement.StoredAgreement`), low bits first:
 * `progress`: state (8 bits), borrower (160), rentalDuration in days (8), the booked start as an hour number
 * since the epoch (24: `startTime / 1 hours`, good until the year 3883), returnedAt (40), and the index of the
 * dispute admin in office at the deposit (16).
 * `terms`: lender (160), inspectionPeriodDuration in seconds (22: at most 30 days), cancellationFeeBps (13: at
 * most 5,000), the ruling (14: 0 while unruled, else lenderShareBps + 1), disputedAt (39: good until the year
 * 19391), the payment token's index (8: 0 for ETH, see `RentalAgreement.setPaymentToken`).
 * `toolId`: the tool. `amounts`: rentalRate (128), collateralAmount (128).
 * Nothing derived from these fields can overflow a word.
 */
library RentalPacking {
    /// @dev The state byte of `progress`.
    uint256 internal constant STATE_MASK = 0xff;
    uint256 internal constant BORROWER_SHIFT = 8;
    uint256 internal constant DURATION_SHIFT = 168;
    uint256 internal constant START_HOUR_SHIFT = 176;
    uint256 internal constant START_HOUR_MASK = 0xffffff;
    uint256 internal constant RETURNED_SHIFT = 200;
    uint256 internal constant RETURNED_MASK = 0xffffffffff;
    uint256 internal constant ADMIN_SHIFT = 240;
    uint256 internal constant PERIOD_SHIFT = 160;
    uint256 internal constant PERIOD_MASK = 0x3fffff;
    uint256 internal constant FEE_SHIFT = 182;
    uint256 internal constant FEE_MASK = 0x1fff;
    uint256 internal constant RULING_SHIFT = 195;
    uint256 internal constant RULING_MASK = 0x3fff;
    uint256 internal constant DISPUTED_SHIFT = 209;
    uint256 internal constant DISPUTED_MASK = 0x7fffffffff;
    uint256 internal constant TOKEN_SHIFT = 248;
    uint256 internal constant COLLATERAL_SHIFT = 128;

    // ------------------------------------------------------------------ progress

    /// @dev `progress` with its state byte replaced by `newState` (an `IRentalAgreement.RentalState` value).
    function withState(uint256 progress, uint256 newState) internal pure returns (uint256) {
        return (progress & ~STATE_MASK) | newState;
    }

    function borrower(uint256 progress) internal pure returns (address) {
        return address(uint160(progress >> BORROWER_SHIFT));
    }

    function duration(uint256 progress) internal pure returns (uint256) {
        return uint8(progress >> DURATION_SHIFT);
    }

    /// @dev The booked start, in hours since the epoch (0 before the deposit).
    function startHour(uint256 progress) internal pure returns (uint256) {
        return (progress >> START_HOUR_SHIFT) & START_HOUR_MASK;
    }

    function returnedAt(uint256 progress) internal pure returns (uint256) {
        return (progress >> RETURNED_SHIFT) & RETURNED_MASK;
    }

    /// @dev The index of the rental's dispute admin (see `RentalAgreement.disputeAdminOf`).
    function adminIndex(uint256 progress) internal pure returns (uint256) {
        return progress >> ADMIN_SHIFT;
    }

    /// @dev The `progress` word of a rental paid by `borrower_` for `rentalDuration` days from `startHour_`,
    /// ruled by admin `adminIndex_`.
    function deposited(
        uint256 depositedState,
        address borrower_,
        uint256 rentalDuration,
        uint256 startHour_,
        uint256 adminIndex_
    ) internal pure returns (uint256) {
        return
            depositedState |
            (uint256(uint160(borrower_)) << BORROWER_SHIFT) |
            (rentalDuration << DURATION_SHIFT) |
            (startHour_ << START_HOUR_SHIFT) |
            (adminIndex_ << ADMIN_SHIFT);
    }

    /// @dev `progress` with the state byte `next` and the return time set (the field is 0 before).
    function withReturn(uint256 progress, uint256 next, uint256 time) internal pure returns (uint256) {
        return (progress & ~STATE_MASK) | next | (time << RETURNED_SHIFT);
    }

    // ------------------------------------------------------------------ terms

    function lender(uint256 terms) internal pure returns (address) {
        return address(uint160(terms));
    }

    function period(uint256 terms) internal pure returns (uint256) {
        return (terms >> PERIOD_SHIFT) & PERIOD_MASK;
    }

    function feeBps(uint256 terms) internal pure returns (uint256) {
        return (terms >> FEE_SHIFT) & FEE_MASK;
    }

    /// @dev Whether the dispute admin ruled (a ruling of 0 bps and an unruled dispute settle differently).
    function ruled(uint256 terms) internal pure returns (bool) {
        return (terms >> RULING_SHIFT) & RULING_MASK != 0;
    }

    /// @dev The ruled lender's share in basis points; 0 while unruled.
    function shareBps(uint256 terms) internal pure returns (uint16) {
        uint256 ruling = (terms >> RULING_SHIFT) & RULING_MASK;
        // Cannot underflow: checked non-zero first.
        unchecked {
            return ruling == 0 ? 0 : uint16(ruling - 1);
        }
    }

    function disputedAt(uint256 terms) internal pure returns (uint256) {
        return (terms >> DISPUTED_SHIFT) & DISPUTED_MASK;
    }

    /// @dev The payment token's index: 0 for ETH.
    function tokenIndex(uint256 terms) internal pure returns (uint256) {
        return terms >> TOKEN_SHIFT;
    }

    /// @dev An offer's `terms` word (every field already checked by the caller to fit).
    function offerTerms(
        address lender_,
        uint256 inspectionPeriodDuration,
        uint256 cancellationFeeBps,
        uint256 tokenIndex_
    ) internal pure returns (uint256) {
        return
            uint256(uint160(lender_)) |
            (inspectionPeriodDuration << PERIOD_SHIFT) |
            (cancellationFeeBps << FEE_SHIFT) |
            (tokenIndex_ << TOKEN_SHIFT);
    }

    /// @dev `terms` with the dispute time set (the field is 0 before).
    function withDispute(uint256 terms, uint256 time) internal pure returns (uint256) {
        return terms | (time << DISPUTED_SHIFT);
    }

    /// @dev `terms` with the admin's ruling set (0 before).
    function withRuling(uint256 terms, uint16 lenderShareBps) internal pure returns (uint256) {
        return terms | ((uint256(lenderShareBps) + 1) << RULING_SHIFT);
    }

    // ------------------------------------------------------------------ amounts

    function rate(uint256 amounts) internal pure returns (uint256) {
        return uint128(amounts);
    }

    function collateral(uint256 amounts) internal pure returns (uint256) {
        return amounts >> COLLATERAL_SHIFT;
    }

    /// @dev An offer's `amounts` word.
    function amountsOf(uint128 rentalRate, uint128 collateralAmount) internal pure returns (uint256) {
        return uint256(rentalRate) | (uint256(collateralAmount) << COLLATERAL_SHIFT);
    }
}
