// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/**
 * @title RentalPacking
 * @author Toolshare
 * @notice The bit layout of a stored rental: where each field of {RentalAgreement}'s packed words lives, and
 * the pure functions that read and write them. Internal functions only: the compiler inlines them into the
 * escrow, so the split costs no gas.
 * @dev A rental is stored in four words (`RentalAgreement.StoredAgreement`), low bits first:
 * `progress`: state (8 bits), borrower (160), rentalDuration in days (8), startTime (40), returnedAt (40).
 * `terms`: lender (160), inspectionPeriodDuration in seconds (32), lenderShareBps (16), collateralType (7),
 * whether the admin ruled (1), disputedAt (40). `toolId`: the tool. `amounts`: rentalRate (128),
 * collateralAmount (128). The fields are at most 128 (amounts), 40 (times), 32 (period) and 8 (days) bits
 * wide, so nothing derived from them can overflow.
 */
library RentalPacking {
    /// @dev The state byte of `progress`.
    uint256 internal constant STATE_MASK = 0xff;
    uint256 internal constant BORROWER_SHIFT = 8;
    uint256 internal constant DURATION_SHIFT = 168;
    uint256 internal constant START_SHIFT = 176;
    uint256 internal constant RETURNED_SHIFT = 216;
    uint256 internal constant PERIOD_SHIFT = 160;
    uint256 internal constant SHARE_SHIFT = 192;
    uint256 internal constant COLLATERAL_TYPE_SHIFT = 208;
    uint256 internal constant COLLATERAL_TYPE_MASK = 0x7f;
    /// @dev Set in `terms` when the dispute admin ruled: a ruling of 0 bps and a dispute left unruled both
    /// store a share of 0, but settle differently.
    uint256 internal constant RULED_FLAG = 1 << 215;
    uint256 internal constant DISPUTED_SHIFT = 216;
    uint256 internal constant COLLATERAL_SHIFT = 128;

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

    function startTime(uint256 progress) internal pure returns (uint256) {
        return uint40(progress >> START_SHIFT);
    }

    function returnedAt(uint256 progress) internal pure returns (uint256) {
        return progress >> RETURNED_SHIFT;
    }

    function lender(uint256 terms) internal pure returns (address) {
        return address(uint160(terms));
    }

    function period(uint256 terms) internal pure returns (uint256) {
        return uint32(terms >> PERIOD_SHIFT);
    }

    function shareBps(uint256 terms) internal pure returns (uint16) {
        return uint16(terms >> SHARE_SHIFT);
    }

    function disputedAt(uint256 terms) internal pure returns (uint256) {
        return terms >> DISPUTED_SHIFT;
    }

    function rate(uint256 amounts) internal pure returns (uint256) {
        return uint128(amounts);
    }

    function collateral(uint256 amounts) internal pure returns (uint256) {
        return amounts >> COLLATERAL_SHIFT;
    }
}
