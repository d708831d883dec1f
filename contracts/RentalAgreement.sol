// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {Address} from "@openzeppelin/contracts/utils/Address.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";
import {Checkpoints} from "@openzeppelin/contracts/utils/structs/Checkpoints.sol";
import {IRentalAgreement} from "./IRentalAgreement.sol";
import {RentalPacking} from "./libraries/RentalPacking.sol";

/**
 * @title RentalAgreement
 * @author Toolshare
 * @notice Escrow for peer-to-peer tool rentals paid in ETH. One contract holds every rental, keyed by
 * `rentalId` (1, 2, 3, ...). A lender offers a tool, either by signing its terms (EIP-712, no transaction:
 * a borrower accepts and pays in one transaction with {acceptSignedRentalOffer}) or on chain
 * ({createRentalOffer}, then {acceptRentalOfferAndDepositCollateral}); the money stays here until the
 * rental completes, is cancelled, or a dispute is settled. Every payout is a credit to {pendingWithdrawals}, collected with {withdraw} (pull
 * payments only), so a recipient that cannot receive ETH blocks nobody else.
 *
 * No escrow is locked for good: from every live rental one party alone can end it once a deadline has
 * passed (the inspection deadline, `endTime + inspectionPeriodDuration`, or the 30-day dispute ruling
 * period), whatever the other party, the dispute admin and the owner do, and even while paused.
 *
 * The interface (states, structs, events, errors, functions) is {IRentalAgreement}; the bit layout of a
 * stored rental is {RentalPacking}.
 *
 * @dev Each rental takes four storage slots (see {StoredAgreement}). `endTime`, `inspectionDeadline` and
 * the late fee are not stored: they are derived from `startTime + rentalDuration days`,
 * `returnedAt + inspectionPeriodDuration` and those two times, which lets pickup and return each rewrite a
 * single slot. {getAgreement} returns the design's `Agreement` with its field names and `uint256` types.
 * Each rental's dispute admin is the one appointed in a block before its pickup, read from the history of
 * appointments (see {disputeAdminOf}), so fixing it costs the standard path nothing.
 */
contract RentalAgreement is IRentalAgreement, EIP712, Ownable2Step, Pausable, ReentrancyGuardTransient {
    using Checkpoints for Checkpoints.Trace208;

    /**
     * @dev A rental as stored: four words, packed by hand so that every step reads each word it needs once
     * and writes it once.
     * `progress` holds everything the borrower-side transitions touch, low bits first: state (8 bits),
     * borrower (160), rentalDuration in days (8), startTime (40), returnedAt (40). Pickup and return rewrite
     * only this word. It stays 0 while the offer is open (state NONE_INITIATED there reads as
     * AWAITING_COLLATERAL, see {_stateOf}), so opening an offer writes three words.
     * `terms`: lender (160), inspectionPeriodDuration in seconds (32), lenderShareBps (16), collateralType
     * (7, always ETH), whether the admin ruled (1), disputedAt (40). `amounts`: rentalRate (128), collateralAmount (128).
     * `endTime`, `inspectionDeadline` and the late fee are derived from these; nothing else is stored.
     */
    struct StoredAgreement {
        uint256 progress;
        uint256 terms;
        bytes32 toolId;
        uint256 amounts;
    }

    /// @notice Shortest inspection period a lender may ask for: a person is not always watching.
    uint256 public constant MIN_INSPECTION_PERIOD = 1 days;
    /// @notice Longest inspection period a lender may ask for.
    uint256 public constant MAX_INSPECTION_PERIOD = 30 days;
    /// @notice Shortest rental, in days.
    uint256 public constant MIN_RENTAL_DAYS = 1;
    /// @notice Longest rental, in days.
    uint256 public constant MAX_RENTAL_DAYS = 30;
    /// @notice The whole escrow in basis points: a resolution gives the lender 0..BPS_DENOMINATOR of it.
    uint256 public constant BPS_DENOMINATOR = 10_000;
    /// @notice How long the dispute admin has to rule; after it either party may take the default split.
    uint256 public constant DISPUTE_RULING_PERIOD = 30 days;
    /// @notice The lender's share of the disputed part of an escrow whose dispute the admin left unruled: half,
    /// rounded down. The disputed part is the collateral left after the late fee of a returned tool (see
    /// {claimCollateralAfterDeadline}).
    uint16 public constant DEFAULT_LENDER_SHARE_BPS = 5_000;

    /**
     * @notice The EIP-712 type hash of {RentalOffer}; the domain is "Toolshare RentalAgreement", version "3".
     * @dev keccak256 of the type string, exactly (one line, no spaces after the commas):
     * `RentalOffer(address lender,bytes32 toolId,uint256 rentalRate,uint256 collateralAmount,uint256
     * inspectionPeriodDuration,uint256 nonce,uint256 expiry)`. Written as its hash so that no literal is
     * longer than a word; the tests check it against the string.
     */
    bytes32 public constant RENTAL_OFFER_TYPEHASH = 0xeff5c017a22d260cd735a5226cd5866d085cfbb64632110796a513229b668644;

    /// @dev Set in a pending-withdrawal slot once it has held a credit, so that a withdrawal leaves the
    /// slot non-zero and the next credit is a cheap rewrite rather than a fresh write. The credit is the
    /// other 255 bits.
    uint256 private constant _USED_SLOT = 1 << 255;
    uint256 private constant _AMOUNT_MASK = _USED_SLOT - 1;

    /// @dev Declared first so that it shares a slot with Ownable2Step's `_pendingOwner` and Pausable's
    /// `_paused`: opening an offer reads the pause flag and the counter in one load. (EIP712 is inherited
    /// first so that its two fallback-string slots come before them and do not split that slot.)
    uint64 private _rentalCount;
    /// @dev Every appointment of a dispute admin, keyed by the block time it was mined at (the deployer's at
    /// time 0); the latest is the current admin. Block times rise strictly from block to block, so "mined in
    /// a block before the pickup" is "appointed at a time before `startTime`".
    Checkpoints.Trace208 private _disputeAdmins;
    mapping(uint256 rentalId => StoredAgreement) private _agreements;
    mapping(address account => uint256 usedFlagAndAmount) private _pendingWithdrawals;
    mapping(address lender => mapping(bytes32 toolId => uint256 nonce)) private _offerNonces;

    /// @notice Deploys the escrow; the deployer owns it and is the first dispute admin.
    constructor() Ownable(msg.sender) EIP712("Toolshare RentalAgreement", "3") {
        emit DisputeAdminChanged(address(0), msg.sender);
        // Time 0: the deployer rules every rental picked up before the first new appointment.
        _disputeAdmins.push(0, uint160(msg.sender));
    }

    // ------------------------------------------------------------------ lender: offers

    /// @inheritdoc IRentalAgreement
    function createRentalOffer(
        bytes32 toolId,
        uint256 rentalRate,
        uint256 collateralAmount,
        uint256 inspectionPeriodDuration
    ) external whenNotPaused returns (uint256 rentalId) {
        uint256 terms = _offerTerms(msg.sender, inspectionPeriodDuration);
        uint256 amounts = _offerAmounts(rentalRate, collateralAmount);

        rentalId = ++_rentalCount;
        StoredAgreement storage agreement = _agreements[rentalId];
        agreement.terms = terms;
        agreement.toolId = toolId;
        agreement.amounts = amounts;
        emit RentalCreated(rentalId, msg.sender, toolId, rentalRate, collateralAmount);
    }

    /// @inheritdoc IRentalAgreement
    function cancelSignedOffers(bytes32 toolId) external {
        uint256 newNonce = _offerNonces[msg.sender][toolId] + 1;
        _offerNonces[msg.sender][toolId] = newNonce;
        emit SignedOffersCancelled(msg.sender, toolId, newNonce);
    }

    // ------------------------------------------------------------------ borrower: accept, pickup, return

    /// @inheritdoc IRentalAgreement
    function acceptRentalOfferAndDepositCollateral(
        uint256 rentalId,
        uint256 rentalDuration
    ) external payable whenNotPaused {
        StoredAgreement storage agreement = _agreements[rentalId];
        if (msg.sender == RentalPacking.lender(_openOfferTerms(rentalId, agreement))) revert LenderCannotRent();
        _requireValidDuration(rentalDuration);
        _requirePayment(agreement.amounts, rentalDuration);

        agreement.progress = _depositedProgress(rentalDuration);
        emit CollateralDeposited(rentalId, msg.sender, rentalDuration, msg.value);
    }

    /// @inheritdoc IRentalAgreement
    function acceptSignedRentalOffer(
        RentalOffer calldata offer,
        bytes calldata signature,
        uint256 rentalDuration
    ) external payable whenNotPaused returns (uint256 rentalId) {
        address lender = offer.lender;
        if (msg.sender == lender) revert LenderCannotRent();
        _requireValidDuration(rentalDuration);
        uint256 terms = _offerTerms(lender, offer.inspectionPeriodDuration);
        uint256 amounts = _offerAmounts(offer.rentalRate, offer.collateralAmount);
        if (block.timestamp > offer.expiry) revert OfferExpired(offer.expiry);
        bytes32 toolId = offer.toolId;
        uint256 nonce = _offerNonces[lender][toolId];
        if (offer.nonce != nonce) revert StaleOfferNonce(nonce, offer.nonce);
        if (!_isSignedByLender(offer, signature)) revert InvalidOfferSignature();
        _requirePayment(amounts, rentalDuration);

        // Cannot overflow: the nonce only ever rises by one per transaction.
        unchecked {
            _offerNonces[lender][toolId] = nonce + 1;
        }
        rentalId = ++_rentalCount;
        StoredAgreement storage agreement = _agreements[rentalId];
        agreement.progress = _depositedProgress(rentalDuration);
        agreement.terms = terms;
        agreement.toolId = toolId;
        agreement.amounts = amounts;
        emit RentalCreated(rentalId, lender, toolId, offer.rentalRate, offer.collateralAmount);
        emit CollateralDeposited(rentalId, msg.sender, rentalDuration, msg.value);
    }

    /// @inheritdoc IRentalAgreement
    function confirmToolPickup(uint256 rentalId) external {
        StoredAgreement storage agreement = _agreements[rentalId];
        uint256 progress = _progressIn(rentalId, agreement, RentalState.COLLATERAL_DEPOSITED);
        if (msg.sender != RentalPacking.borrower(progress)) revert NotBorrower();

        progress =
            RentalPacking.withState(progress, uint256(RentalState.RENTAL_ACTIVE)) |
            (_now() << RentalPacking.START_SHIFT);
        agreement.progress = progress;
        emit RentalActivated(rentalId, msg.sender, block.timestamp, _endTime(progress));
    }

    /// @inheritdoc IRentalAgreement
    function markToolReturned(uint256 rentalId) external {
        StoredAgreement storage agreement = _agreements[rentalId];
        uint256 progress = agreement.progress;
        uint256 state = progress & RentalPacking.STATE_MASK;
        uint256 next = uint256(RentalState.TOOL_RETURNED);
        if (state != uint256(RentalState.RENTAL_ACTIVE)) {
            if (state != uint256(RentalState.DISPUTE_OPENED) || RentalPacking.returnedAt(progress) != 0) {
                revert InvalidState(rentalId, _stateOf(rentalId, agreement, progress));
            }
            next = state;
        }
        if (msg.sender != RentalPacking.borrower(progress)) revert NotBorrower();

        agreement.progress = (progress & ~RentalPacking.STATE_MASK) | next | (_now() << RentalPacking.RETURNED_SHIFT);
        emit ToolReturned(rentalId, block.timestamp);
    }

    // ------------------------------------------------------------------ lender: receipt and release

    /// @inheritdoc IRentalAgreement
    function confirmToolReceiptAndInspect(uint256 rentalId) external {
        StoredAgreement storage agreement = _agreements[rentalId];
        uint256 progress = _progressIn(rentalId, agreement, RentalState.TOOL_RETURNED);
        if (msg.sender != RentalPacking.lender(agreement.terms)) revert NotLender();

        agreement.progress = RentalPacking.withState(progress, uint256(RentalState.INSPECTION_PERIOD));
        emit ToolReceived(rentalId);
    }

    /// @inheritdoc IRentalAgreement
    function releaseCollateral(uint256 rentalId) external {
        StoredAgreement storage agreement = _agreements[rentalId];
        uint256 progress = agreement.progress;
        _requireReturned(rentalId, agreement, progress);
        uint256 terms = agreement.terms;
        if (msg.sender != RentalPacking.lender(terms)) revert NotLender();

        emit InspectionCompleted(rentalId, true);
        _settleReturned(rentalId, agreement, progress, terms);
    }

    // ------------------------------------------------------------------ disputes

    /// @inheritdoc IRentalAgreement
    function fileDispute(uint256 rentalId, string calldata reason) external {
        StoredAgreement storage agreement = _agreements[rentalId];
        uint256 progress = agreement.progress;
        RentalState state = _stateOf(rentalId, agreement, progress);
        bool returned = state == RentalState.TOOL_RETURNED || state == RentalState.INSPECTION_PERIOD;
        if (!returned && state != RentalState.RENTAL_ACTIVE) {
            revert InvalidState(rentalId, state);
        }
        uint256 terms = agreement.terms;
        _requireParty(progress, terms);
        bool lenderRejectsReturn = returned && msg.sender == RentalPacking.lender(terms);
        if (lenderRejectsReturn) {
            uint256 deadline = _inspectionDeadline(progress, terms);
            if (block.timestamp > deadline) revert DeadlinePassed(deadline);
        }

        agreement.progress = RentalPacking.withState(progress, uint256(RentalState.DISPUTE_OPENED));
        agreement.terms = terms | (_now() << RentalPacking.DISPUTED_SHIFT);
        emit DisputeFiled(rentalId, msg.sender, reason);
        if (lenderRejectsReturn) emit InspectionCompleted(rentalId, false);
    }

    /// @inheritdoc IRentalAgreement
    function submitEvidence(uint256 rentalId, string calldata evidenceURI) external {
        StoredAgreement storage agreement = _agreements[rentalId];
        uint256 progress = agreement.progress;
        RentalState state = _stateOf(rentalId, agreement, progress);
        if (
            uint8(state) < uint8(RentalState.COLLATERAL_DEPOSITED) || uint8(state) > uint8(RentalState.DISPUTE_OPENED)
        ) {
            revert InvalidState(rentalId, state);
        }
        _requireParty(progress, agreement.terms);

        emit Evidence(rentalId, msg.sender, evidenceURI);
    }

    /// @inheritdoc IRentalAgreement
    function resolveDispute(uint256 rentalId, uint16 lenderShareBps, string calldata resolutionDetails) external {
        StoredAgreement storage agreement = _agreements[rentalId];
        uint256 progress = _progressIn(rentalId, agreement, RentalState.DISPUTE_OPENED);
        uint256 terms = agreement.terms;
        if (msg.sender != _disputeAdminFor(progress) || _isParty(progress, terms, msg.sender)) revert NotDisputeAdmin();
        if (lenderShareBps > BPS_DENOMINATOR) revert InvalidShare(lenderShareBps);

        agreement.progress = RentalPacking.withState(progress, uint256(RentalState.RESOLUTION_REACHED));
        agreement.terms = terms | (uint256(lenderShareBps) << RentalPacking.SHARE_SHIFT) | RentalPacking.RULED_FLAG;
        emit DisputeResolved(rentalId, lenderShareBps, resolutionDetails);
    }

    /// @inheritdoc IRentalAgreement
    function finalizeRental(uint256 rentalId) external {
        StoredAgreement storage agreement = _agreements[rentalId];
        uint256 progress = _progressIn(rentalId, agreement, RentalState.RESOLUTION_REACHED);
        uint256 terms = agreement.terms;
        if (!_isParty(progress, terms, msg.sender) && msg.sender != _disputeAdminFor(progress)) revert NotParty();

        uint256 escrow = _escrow(progress, agreement.amounts);
        _complete(
            rentalId,
            agreement,
            progress,
            terms,
            (escrow * RentalPacking.shareBps(terms)) / BPS_DENOMINATOR,
            escrow
        );
    }

    // ------------------------------------------------------------------ deadlines and cancellation

    /// @inheritdoc IRentalAgreement
    function claimCollateralAfterDeadline(uint256 rentalId) external {
        StoredAgreement storage agreement = _agreements[rentalId];
        uint256 progress = agreement.progress;
        RentalState state = _stateOf(rentalId, agreement, progress);
        uint256 terms = agreement.terms;
        if (state == RentalState.RENTAL_ACTIVE) {
            if (msg.sender != RentalPacking.lender(terms)) revert NotLender();
            _requireAfter(_endTime(progress) + RentalPacking.period(terms));

            agreement.progress = RentalPacking.withState(progress, uint256(RentalState.TRANSACTION_COMPLETED));
            _credit(rentalId, msg.sender, _escrow(progress, agreement.amounts));
            emit TransactionCompleted(rentalId);
        } else if (state == RentalState.DISPUTE_OPENED) {
            _requireParty(progress, terms);
            _requireAfter(RentalPacking.disputedAt(terms) + DISPUTE_RULING_PERIOD);

            uint256 amounts = agreement.amounts;
            _complete(
                rentalId,
                agreement,
                progress,
                terms,
                _defaultLenderShare(progress, amounts),
                _escrow(progress, amounts)
            );
        } else {
            _requireReturned(rentalId, agreement, progress);
            if (msg.sender != RentalPacking.borrower(progress)) revert NotBorrower();
            _requireAfter(_inspectionDeadline(progress, terms));

            emit InspectionCompleted(rentalId, true);
            _settleReturned(rentalId, agreement, progress, terms);
        }
    }

    /// @inheritdoc IRentalAgreement
    function cancelRental(uint256 rentalId) external {
        StoredAgreement storage agreement = _agreements[rentalId];
        uint256 progress = agreement.progress;
        RentalState state = _stateOf(rentalId, agreement, progress);
        uint256 terms = agreement.terms;
        if (state == RentalState.AWAITING_COLLATERAL) {
            if (msg.sender != RentalPacking.lender(terms)) revert NotLender();
            agreement.progress = RentalPacking.withState(progress, uint256(RentalState.RENTAL_CANCELLED));
        } else if (state == RentalState.COLLATERAL_DEPOSITED) {
            _requireParty(progress, terms);
            agreement.progress = RentalPacking.withState(progress, uint256(RentalState.RENTAL_CANCELLED));
            _credit(rentalId, RentalPacking.borrower(progress), _escrow(progress, agreement.amounts));
        } else {
            revert InvalidState(rentalId, state);
        }
        emit RentalCancelled(rentalId, msg.sender);
    }

    // ------------------------------------------------------------------ payouts

    /// @inheritdoc IRentalAgreement
    function withdraw() external nonReentrant {
        uint256 amount = _pendingWithdrawals[msg.sender] & _AMOUNT_MASK;
        if (amount == 0) revert NothingToWithdraw();

        _pendingWithdrawals[msg.sender] = _USED_SLOT;
        emit Withdrawal(msg.sender, amount);
        Address.sendValue(payable(msg.sender), amount);
    }

    // ------------------------------------------------------------------ administration

    /// @inheritdoc IRentalAgreement
    function setDisputeAdmin(address admin) external onlyOwner {
        if (admin == address(0)) revert ZeroAddress();
        emit DisputeAdminChanged(_currentDisputeAdmin(), admin);
        // A uint48 holds block times for millions of years.
        _disputeAdmins.push(uint48(block.timestamp), uint160(admin));
    }

    /// @inheritdoc IRentalAgreement
    function pause() external onlyOwner {
        _pause();
    }

    /// @inheritdoc IRentalAgreement
    function unpause() external onlyOwner {
        _unpause();
    }

    /**
     * @notice Always reverts: an ownerless contract could never appoint a new dispute admin, and a dispute
     * whose admin is a party could then only end by the ruling-period timeout.
     */
    function renounceOwnership() public pure override {
        revert OwnershipCannotBeRenounced();
    }

    // ------------------------------------------------------------------ views

    /// @inheritdoc IRentalAgreement
    function pendingWithdrawals(address account) external view returns (uint256 amount) {
        return _pendingWithdrawals[account] & _AMOUNT_MASK;
    }

    /// @inheritdoc IRentalAgreement
    function getAgreement(uint256 rentalId) external view returns (Agreement memory agreement) {
        StoredAgreement storage stored = _agreements[rentalId];
        uint256 progress = stored.progress;
        RentalState state = _stateOf(rentalId, stored, progress);
        uint256 terms = stored.terms;
        uint256 amounts = stored.amounts;
        uint256 startTime = RentalPacking.startTime(progress);
        uint256 returnedAt = RentalPacking.returnedAt(progress);
        agreement = Agreement({
            lender: RentalPacking.lender(terms),
            borrower: RentalPacking.borrower(progress),
            toolId: stored.toolId,
            collateralType: CollateralType(
                (terms >> RentalPacking.COLLATERAL_TYPE_SHIFT) & RentalPacking.COLLATERAL_TYPE_MASK
            ),
            rentalRate: RentalPacking.rate(amounts),
            rentalDuration: RentalPacking.duration(progress),
            collateralAmount: RentalPacking.collateral(amounts),
            inspectionPeriodDuration: RentalPacking.period(terms),
            startTime: startTime,
            endTime: startTime == 0 ? 0 : _endTime(progress),
            inspectionDeadline: returnedAt == 0 ? 0 : _inspectionDeadline(progress, terms),
            currentState: state
        });
    }

    /// @inheritdoc IRentalAgreement
    function settlementOf(uint256 rentalId) external view returns (uint256 toLender, uint256 toBorrower) {
        StoredAgreement storage agreement = _agreements[rentalId];
        uint256 progress = agreement.progress;
        RentalState state = _stateOf(rentalId, agreement, progress);
        // No deposit yet (an open offer, or one cancelled before acceptance): no borrower, nothing to split.
        if (RentalPacking.borrower(progress) == address(0)) return (0, 0);
        uint256 terms = agreement.terms;
        uint256 amounts = agreement.amounts;
        uint256 escrow = _escrow(progress, amounts);
        if (state == RentalState.RENTAL_CANCELLED) return (0, escrow);
        if (terms & RentalPacking.RULED_FLAG != 0) {
            // RESOLUTION_REACHED, or a ruled dispute that ended in TRANSACTION_COMPLETED.
            toLender = (escrow * RentalPacking.shareBps(terms)) / BPS_DENOMINATOR;
        } else if (RentalPacking.disputedAt(terms) != 0) {
            // DISPUTE_OPENED, or an unruled dispute that ended in TRANSACTION_COMPLETED by the timeout claim.
            toLender = _defaultLenderShare(progress, amounts);
        } else if (state == RentalState.TRANSACTION_COMPLETED && RentalPacking.returnedAt(progress) == 0) {
            // Completed undisputed without a return: the lender's non-return claim took everything.
            toLender = escrow;
        } else {
            // Returned: the late fee is fixed. Active: as if marked returned now. Not picked up: no late fee.
            uint256 returnedAt =
                state == RentalState.RENTAL_ACTIVE ? block.timestamp : RentalPacking.returnedAt(progress);
            toLender = _rent(progress, amounts) + _lateFee(progress, amounts, returnedAt);
        }
        toBorrower = escrow - toLender;
    }

    /// @inheritdoc IRentalAgreement
    function disputeOf(uint256 rentalId) external view returns (uint256 disputedAt, uint16 lenderShareBps) {
        StoredAgreement storage agreement = _agreements[rentalId];
        _stateOf(rentalId, agreement, agreement.progress);
        uint256 terms = agreement.terms;
        return (RentalPacking.disputedAt(terms), RentalPacking.shareBps(terms));
    }

    /// @inheritdoc IRentalAgreement
    function rentalCount() external view returns (uint256 count) {
        return _rentalCount;
    }

    /// @inheritdoc IRentalAgreement
    function disputeAdmin() external view returns (address admin) {
        return _currentDisputeAdmin();
    }

    /// @inheritdoc IRentalAgreement
    function disputeAdminOf(uint256 rentalId) external view returns (address admin) {
        StoredAgreement storage agreement = _agreements[rentalId];
        uint256 progress = agreement.progress;
        _stateOf(rentalId, agreement, progress);
        return _disputeAdminFor(progress);
    }

    /// @inheritdoc IRentalAgreement
    function offerNonce(address lender, bytes32 toolId) external view returns (uint256 nonce) {
        return _offerNonces[lender][toolId];
    }

    // ------------------------------------------------------------------ settlement

    /// @dev Completes a returned rental without a dispute: rent and the late fee to the lender, the rest of
    /// the collateral to the borrower.
    function _settleReturned(
        uint256 rentalId,
        StoredAgreement storage agreement,
        uint256 progress,
        uint256 terms
    ) private {
        agreement.progress = RentalPacking.withState(progress, uint256(RentalState.TRANSACTION_COMPLETED));
        uint256 amounts = agreement.amounts;
        uint256 lateFee = _lateFee(progress, amounts, RentalPacking.returnedAt(progress));
        _credit(rentalId, RentalPacking.lender(terms), _rent(progress, amounts) + lateFee);
        _credit(rentalId, RentalPacking.borrower(progress), RentalPacking.collateral(amounts) - lateFee);
        emit TransactionCompleted(rentalId);
    }

    /// @dev Completes a disputed rental: `toLender` of the `escrow` to the lender, the rest to the borrower.
    function _complete(
        uint256 rentalId,
        StoredAgreement storage agreement,
        uint256 progress,
        uint256 terms,
        uint256 toLender,
        uint256 escrow
    ) private {
        agreement.progress = RentalPacking.withState(progress, uint256(RentalState.TRANSACTION_COMPLETED));
        _credit(rentalId, RentalPacking.lender(terms), toLender);
        _credit(rentalId, RentalPacking.borrower(progress), escrow - toLender);
        emit TransactionCompleted(rentalId);
    }

    /// @dev Credits escrowed wei to a recipient. Zero credits are skipped: no event, no storage write.
    function _credit(uint256 rentalId, address recipient, uint256 amount) private {
        if (amount == 0) return;
        // Cannot carry into the flag bit: all credits together never exceed the ETH this contract holds.
        unchecked {
            _pendingWithdrawals[recipient] = (_pendingWithdrawals[recipient] | _USED_SLOT) + amount;
        }
        emit CollateralReleased(rentalId, recipient, amount);
    }

    /// @dev Whether `signature` is `offer.lender`'s EIP-712 signature of `offer` on this contract's domain. An
    /// ECDSA signature is tried first (OpenZeppelin refuses high-s and malformed ones), so an account's offer
    /// costs no code-size lookup of the lender; otherwise the lender is asked through EIP-1271.
    function _isSignedByLender(RentalOffer calldata offer, bytes calldata signature) private view returns (bool) {
        bytes32 digest = _hashTypedDataV4(keccak256(abi.encode(RENTAL_OFFER_TYPEHASH, offer)));
        (address recovered, ECDSA.RecoverError error, ) = ECDSA.tryRecoverCalldata(digest, signature);
        if (error == ECDSA.RecoverError.NoError && recovered == offer.lender) return true;
        return SignatureChecker.isValidERC1271SignatureNowCalldata(offer.lender, digest, signature);
    }

    function _currentDisputeAdmin() private view returns (address) {
        return address(uint160(_disputeAdmins.latest()));
    }

    /// @dev The dispute admin of a rental with this `progress`: fixed at pickup to the one appointed at an
    /// earlier block time; the current one before pickup.
    function _disputeAdminFor(uint256 progress) private view returns (address) {
        uint256 startTime = RentalPacking.startTime(progress);
        if (startTime == 0) return _currentDisputeAdmin();
        // Cannot underflow: startTime is not 0 here.
        unchecked {
            return address(uint160(_disputeAdmins.upperLookupRecent(uint48(startTime - 1))));
        }
    }

    // ------------------------------------------------------------------ checks

    /**
     * @dev The rental's `progress` word; the rental must be in `expected`, else {InvalidState} (or
     * {UnknownRental}). `expected` is a state past the offer (an open offer is {_openOfferTerms}'s), so the
     * stored state byte is compared as it is.
     */
    function _progressIn(
        uint256 rentalId,
        StoredAgreement storage agreement,
        RentalState expected
    ) private view returns (uint256 progress) {
        progress = agreement.progress;
        if (progress & RentalPacking.STATE_MASK != uint256(expected)) {
            revert InvalidState(rentalId, _stateOf(rentalId, agreement, progress));
        }
    }

    /// @dev The `terms` word of an open offer (a lender, `progress` still 0), else {InvalidState} (or {UnknownRental}).
    function _openOfferTerms(uint256 rentalId, StoredAgreement storage agreement) private view returns (uint256 terms) {
        terms = agreement.terms;
        uint256 progress = agreement.progress;
        if (progress != 0 || terms == 0) revert InvalidState(rentalId, _stateOf(rentalId, agreement, progress));
    }

    /**
     * @dev The rental's state, or {UnknownRental} for an id outside 1..rentalCount. An open offer is stored
     * with `progress` 0, state NONE_INITIATED (which keeps an offer three words cheap). Only then is
     * existence checked, by the lender (every rental has one; an unused id has none): a rental past its
     * offer is known to exist from its state alone, so the success path of every later step reads no counter.
     */
    function _stateOf(
        uint256 rentalId,
        StoredAgreement storage agreement,
        uint256 progress
    ) private view returns (RentalState state) {
        state = RentalState(uint8(progress & RentalPacking.STATE_MASK));
        if (state == RentalState.NONE_INITIATED) {
            if (RentalPacking.lender(agreement.terms) == address(0)) revert UnknownRental(rentalId);
            state = RentalState.AWAITING_COLLATERAL;
        }
    }

    /// @dev The tool must be back: TOOL_RETURNED or INSPECTION_PERIOD, else {InvalidState} (or {UnknownRental}).
    function _requireReturned(uint256 rentalId, StoredAgreement storage agreement, uint256 progress) private view {
        uint256 state = progress & RentalPacking.STATE_MASK;
        if (state != uint256(RentalState.TOOL_RETURNED) && state != uint256(RentalState.INSPECTION_PERIOD)) {
            revert InvalidState(rentalId, _stateOf(rentalId, agreement, progress));
        }
    }

    function _requireParty(uint256 progress, uint256 terms) private view {
        if (!_isParty(progress, terms, msg.sender)) revert NotParty();
    }

    /// @dev The deadline must have passed: allowed strictly after it, else {DeadlineNotReached}.
    function _requireAfter(uint256 deadline) private view {
        if (deadline < block.timestamp) return;
        revert DeadlineNotReached(deadline);
    }

    function _requireValidDuration(uint256 rentalDuration) private pure {
        if (rentalDuration < MIN_RENTAL_DAYS || rentalDuration > MAX_RENTAL_DAYS) {
            revert InvalidDuration(rentalDuration);
        }
    }

    /// @dev `msg.value` must be exactly the collateral plus rent for `rentalDuration` days, else {WrongPayment}.
    function _requirePayment(uint256 amounts, uint256 rentalDuration) private view {
        uint256 expected = RentalPacking.collateral(amounts) + RentalPacking.rate(amounts) * rentalDuration;
        if (msg.value != expected) revert WrongPayment(expected, msg.value);
    }

    /// @dev An offer's `terms` word, or {InvalidInspectionPeriod} for a period outside 1 day..30 days.
    function _offerTerms(address lender, uint256 inspectionPeriodDuration) private pure returns (uint256) {
        if (inspectionPeriodDuration < MIN_INSPECTION_PERIOD || inspectionPeriodDuration > MAX_INSPECTION_PERIOD) {
            revert InvalidInspectionPeriod(inspectionPeriodDuration);
        }
        return uint256(uint160(lender)) | (inspectionPeriodDuration << RentalPacking.PERIOD_SHIFT);
    }

    /// @dev An offer's `amounts` word, or {AmountTooLarge}.
    function _offerAmounts(uint256 rentalRate, uint256 collateralAmount) private pure returns (uint256) {
        return
            uint256(_toAmount(rentalRate)) | (uint256(_toAmount(collateralAmount)) << RentalPacking.COLLATERAL_SHIFT);
    }

    /// @dev The `progress` word of a rental the caller just paid for `rentalDuration` days.
    function _depositedProgress(uint256 rentalDuration) private view returns (uint256) {
        return
            uint256(RentalState.COLLATERAL_DEPOSITED) |
            (uint256(uint160(msg.sender)) << RentalPacking.BORROWER_SHIFT) |
            (rentalDuration << RentalPacking.DURATION_SHIFT);
    }

    /// @dev Whether `account` is the lender or the borrower (never the zero address: a lender always exists).
    function _isParty(uint256 progress, uint256 terms, address account) private pure returns (bool) {
        return account == RentalPacking.lender(terms) || account == RentalPacking.borrower(progress);
    }

    // ------------------------------------------------------------------ derived amounts and times

    /**
     * @dev The late fee of a tool returned at `returnedAt`: the daily rate for each started day after
     * `endTime` (a return at `endTime` exactly is on time), at most the collateral.
     */
    function _lateFee(uint256 progress, uint256 amounts, uint256 returnedAt) private pure returns (uint256) {
        uint256 endTime = _endTime(progress);
        if (returnedAt > endTime) {
            // Bounded: returnedAt < 2^40 and rate < 2^128, so nothing here can overflow.
            unchecked {
                uint256 lateDays = (returnedAt - endTime + 1 days - 1) / 1 days;
                uint256 fee = lateDays * RentalPacking.rate(amounts);
                uint256 collateral = RentalPacking.collateral(amounts);
                return fee < collateral ? fee : collateral;
            }
        }
        return 0;
    }

    /**
     * @dev The lender's part of the default split of an unruled dispute. Returned tool: rent and the late fee
     * up to the return, plus half (rounded down) of the collateral left. Never returned: the whole escrow.
     */
    function _defaultLenderShare(uint256 progress, uint256 amounts) private pure returns (uint256) {
        uint256 returnedAt = RentalPacking.returnedAt(progress);
        if (returnedAt == 0) return _escrow(progress, amounts);
        uint256 lateFee = _lateFee(progress, amounts, returnedAt);
        // Bounded: the fee is at most the collateral, and the amounts fit 128 bits.
        unchecked {
            uint256 disputed = RentalPacking.collateral(amounts) - lateFee;
            return _rent(progress, amounts) + lateFee + (disputed * DEFAULT_LENDER_SHARE_BPS) / BPS_DENOMINATOR;
        }
    }

    // The derived values below cannot overflow: the fields are at most 128 (amounts), 40 (times), 32
    // (period) and 8 (days) bits wide, so they are computed unchecked.

    function _rent(uint256 progress, uint256 amounts) private pure returns (uint256) {
        unchecked {
            return RentalPacking.rate(amounts) * RentalPacking.duration(progress);
        }
    }

    /// @dev Everything the borrower paid in: rent for the whole duration plus collateral.
    function _escrow(uint256 progress, uint256 amounts) private pure returns (uint256) {
        unchecked {
            return _rent(progress, amounts) + RentalPacking.collateral(amounts);
        }
    }

    function _endTime(uint256 progress) private pure returns (uint256) {
        unchecked {
            return RentalPacking.startTime(progress) + RentalPacking.duration(progress) * 1 days;
        }
    }

    function _inspectionDeadline(uint256 progress, uint256 terms) private pure returns (uint256) {
        unchecked {
            return RentalPacking.returnedAt(progress) + RentalPacking.period(terms);
        }
    }

    // ------------------------------------------------------------------ packed fields
    /// @dev The block time as a 40-bit field value (enough until the year 36812).
    function _now() private view returns (uint256) {
        return uint40(block.timestamp);
    }

    /// @dev Narrows a wei amount to its 128-bit field, or {AmountTooLarge}: never truncates.
    function _toAmount(uint256 amount) private pure returns (uint128) {
        if (amount > type(uint128).max) revert AmountTooLarge(amount);
        return uint128(amount);
    }
}
