// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/**
 * @title BookingCalendar
 * @author Toolshare
 * @notice The booked hours of every tool: one bit per hour, per (lender, toolId). A booking of `d` days is
 * the hour range `[startHour, startHour + 24 d)`; it is written when the borrower pays and cleared when the
 * rental completes or is cancelled. No operation looks at past bookings, so its cost does not grow with a
 * tool's history.
 * @dev Storage: `mapping(bytes32 => uint256)` keyed by `keccak256(lender, toolId, wordIndex)`. A word holds
 * {HOURS_PER_WORD} consecutive hours (bit `h % 255` of word `h / 255`); its top bit is a sentinel set on the
 * first booking and never cleared, so a tool's later bookings rewrite a non-zero slot (5,000 gas with the
 * cold access) instead of filling an empty one (22,100). A booking of up to 30 days (720 hours) touches at
 * most four words; a 3-day booking one word, or two when it crosses a word boundary.
 *
 * Adjacent bookings (one ends at the hour the next begins) would merge into one run of set bits, so a second
 * family of words (word index + {MARKER_WORDS}) marks the start hour of every live booking whose previous
 * hour is booked too. It is written only when bookings touch, and only serves to name the exact range of
 * the booking a refused request collides with (`ToolAlreadyBooked`).
 */
library BookingCalendar {
    /// @notice Hours per storage word; bit 255 is the sentinel.
    uint256 internal constant HOURS_PER_WORD = 255;
    /// @dev Set in every word that has ever held a booking.
    uint256 internal constant SENTINEL = 1 << 255;
    /// @dev Added to a word index to address the start markers of touching bookings.
    uint256 internal constant MARKER_WORDS = 1 << 128;
    /// @dev Returned by {reserve} when every hour asked for was free.
    uint256 internal constant NONE = type(uint256).max;

    /// @notice A tool's calendar, keyed by {key}.
    struct Calendar {
        mapping(bytes32 key => uint256 hoursAndSentinel) words;
    }

    /// @dev The storage key of word `wordIndex` of (`lender`, `toolId`).
    function key(address lender, bytes32 toolId, uint256 wordIndex) internal pure returns (bytes32 result) {
        // Equivalent to keccak256(abi.encode(lender, toolId, wordIndex)), without the memory expansion.
        // solhint-disable-next-line no-inline-assembly
        assembly ("memory-safe") {
            let free := mload(0x40)
            // An address from a packed word may carry dirty high bits here: clean them.
            mstore(free, and(lender, 0xffffffffffffffffffffffffffffffffffffffff))
            mstore(add(free, 0x20), toolId)
            mstore(add(free, 0x40), wordIndex)
            result := keccak256(free, 0x60)
        }
    }

    /// @dev The bits of word `wordIndex` that the hour range `[from, to)` covers (`from < to`).
    function span(uint256 from, uint256 to, uint256 wordIndex) internal pure returns (uint256) {
        uint256 first = wordIndex * HOURS_PER_WORD;
        uint256 lo = from > first ? from - first : 0;
        uint256 hi = to - first;
        if (hi > HOURS_PER_WORD) hi = HOURS_PER_WORD;
        return ((1 << hi) - 1) & ~((1 << lo) - 1);
    }

    /**
     * @dev Books `[from, to)` if every hour of it is free, and returns {NONE}; otherwise books nothing that
     * the caller keeps (it reverts) and returns the first booked hour of the range.
     */
    function reserve(
        Calendar storage calendar,
        address lender,
        bytes32 toolId,
        uint256 from,
        uint256 to
    ) internal returns (uint256 clashAt) {
        uint256 end = (to - 1) / HOURS_PER_WORD + 1;
        for (uint256 index = from / HOURS_PER_WORD; index < end; ++index) {
            bytes32 slot = key(lender, toolId, index);
            uint256 word = calendar.words[slot];
            uint256 bits = span(from, to, index);
            uint256 clash = word & bits;
            if (clash != 0) return index * HOURS_PER_WORD + _lowestBit(clash);
            calendar.words[slot] = word | bits | SENTINEL;
        }
        if (isBooked(calendar, lender, toolId, from - 1)) _setMarker(calendar, lender, toolId, from, true);
        if (isBooked(calendar, lender, toolId, to)) _setMarker(calendar, lender, toolId, to, true);
        return NONE;
    }

    /// @dev Frees `[from, to)`, a range booked with {reserve}; the sentinels stay.
    function release(Calendar storage calendar, address lender, bytes32 toolId, uint256 from, uint256 to) internal {
        uint256 end = (to - 1) / HOURS_PER_WORD + 1;
        for (uint256 index = from / HOURS_PER_WORD; index < end; ++index) {
            bytes32 slot = key(lender, toolId, index);
            calendar.words[slot] &= ~span(from, to, index);
        }
        if (isBooked(calendar, lender, toolId, from - 1)) _setMarker(calendar, lender, toolId, from, false);
        if (isBooked(calendar, lender, toolId, to)) _setMarker(calendar, lender, toolId, to, false);
    }

    /// @dev The first booked hour of `[from, to)`, or {NONE}.
    function firstBooked(
        Calendar storage calendar,
        address lender,
        bytes32 toolId,
        uint256 from,
        uint256 to
    ) internal view returns (uint256) {
        uint256 end = (to - 1) / HOURS_PER_WORD + 1;
        for (uint256 index = from / HOURS_PER_WORD; index < end; ++index) {
            uint256 clash = calendar.words[key(lender, toolId, index)] & span(from, to, index);
            if (clash != 0) return index * HOURS_PER_WORD + _lowestBit(clash);
        }
        return NONE;
    }

    /**
     * @dev The range `[start, end)` of the live booking that holds the booked hour `hour`: back to the first
     * hour whose previous hour is free or that starts a touching booking, on to the first hour that is free or
     * starts a touching booking. A booking is at most 720 hours long, so each walk is bounded.
     */
    function bookingAt(
        Calendar storage calendar,
        address lender,
        bytes32 toolId,
        uint256 hour
    ) internal view returns (uint256 start, uint256 end) {
        start = hour;
        while (isBooked(calendar, lender, toolId, start - 1) && !_isMarked(calendar, lender, toolId, start)) --start;
        end = hour + 1;
        while (isBooked(calendar, lender, toolId, end) && !_isMarked(calendar, lender, toolId, end)) ++end;
    }

    /// @dev Whether hour `hour` is booked.
    function isBooked(
        Calendar storage calendar,
        address lender,
        bytes32 toolId,
        uint256 hour
    ) internal view returns (bool) {
        return _bit(calendar, key(lender, toolId, hour / HOURS_PER_WORD), hour % HOURS_PER_WORD);
    }

    function _isMarked(
        Calendar storage calendar,
        address lender,
        bytes32 toolId,
        uint256 hour
    ) private view returns (bool) {
        return _bit(calendar, key(lender, toolId, hour / HOURS_PER_WORD + MARKER_WORDS), hour % HOURS_PER_WORD);
    }

    function _bit(Calendar storage calendar, bytes32 slot, uint256 position) private view returns (bool) {
        return (calendar.words[slot] >> position) & 1 == 1;
    }

    /// @dev Sets or clears the start marker of hour `hour`.
    function _setMarker(Calendar storage calendar, address lender, bytes32 toolId, uint256 hour, bool marked) private {
        bytes32 slot = key(lender, toolId, hour / HOURS_PER_WORD + MARKER_WORDS);
        uint256 bit = 1 << (hour % HOURS_PER_WORD);
        uint256 word = calendar.words[slot];
        calendar.words[slot] = marked ? word | bit : word & ~bit;
    }

    /// @dev The position of the lowest set bit of a non-zero word.
    function _lowestBit(uint256 word) private pure returns (uint256 position) {
        while (word & 1 == 0) {
            word >>= 1;
            ++position;
        }
    }
}
