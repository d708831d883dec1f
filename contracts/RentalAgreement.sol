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
 * @dev Each rental takes four storage slots (see {StoredAgreement}). `endTime`, `inspectionDeadline` and
 * the late fee are not stored: they are derived from `startTime + rentalDuration days`,
 * `returnedAt + inspectionPeriodDuration` and those two times, which lets pickup and return each rewrite a
 * single slot. {getAgreement} returns the design's `Agreement` with its field names and `uint256` types.
 * Each rental's dispute admin is the one appointed in a block before its pickup, read from the history of
 * appointments (see {disputeAdminOf}), so fixing it costs the standard path nothing.
 */
contract RentalAgreement is EIP712, Ownable2Step, Pausable, ReentrancyGuardTransient {
    using Checkpoints for Checkpoints.Trace208;

    /// @notice Where a rental is in its life. The order is the public ABI: never reorder.
    enum RentalState {
        NONE_INITIATED,
        AWAITING_COLLATERAL,
        COLLATERAL_DEPOSITED,
        RENTAL_ACTIVE,
        TOOL_RETURNED,
        INSPECTION_PERIOD,
        DISPUTE_OPENED,
        RESOLUTION_REACHED,
        TRANSACTION_COMPLETED,
        RENTAL_CANCELLED
    }

    /// @notice The asset the escrow is held in. ETH only today; room for ERC-20 collateral later.
    enum CollateralType {
        ETH
    }

    /// @notice A rental as the outside world reads it (the design's field names and types).
    struct Agreement {
        address lender;
        address borrower;
        bytes32 toolId;
        CollateralType collateralType;
        uint256 rentalRate;
        uint256 rentalDuration;
        uint256 collateralAmount;
        uint256 inspectionPeriodDuration;
        uint256 startTime;
        uint256 endTime;
        uint256 inspectionDeadline;
        RentalState currentState;
    }

    /// @notice A lender's signed offer for one tool (EIP-712 type `RentalOffer`, see {RENTAL_OFFER_TYPEHASH}).
    struct RentalOffer {
        address lender;
        bytes32 toolId;
        uint256 rentalRate;
        uint256 collateralAmount;
        uint256 inspectionPeriodDuration;
        uint256 nonce;
        uint256 expiry;
    }

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

    // Bit offsets of the fields in the words of {StoredAgreement}.
    uint256 private constant _STATE_MASK = 0xff;
    uint256 private constant _BORROWER_SHIFT = 8;
    uint256 private constant _DURATION_SHIFT = 168;
    uint256 private constant _START_SHIFT = 176;
    uint256 private constant _RETURNED_SHIFT = 216;
    uint256 private constant _PERIOD_SHIFT = 160;
    uint256 private constant _SHARE_SHIFT = 192;
    uint256 private constant _COLLATERAL_TYPE_SHIFT = 208;
    uint256 private constant _COLLATERAL_TYPE_MASK = 0x7f;
    /// @dev Set in `terms` when the dispute admin ruled: a ruling of 0 bps and a dispute left unruled both
    /// store a share of 0, but settle differently.
    uint256 private constant _RULED_FLAG = 1 << 215;
    uint256 private constant _DISPUTED_SHIFT = 216;
    uint256 private constant _COLLATERAL_SHIFT = 128;

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

    /// @notice A lender opened an offer for a tool.
    /// @param rentalId The new rental's id.
    /// @param lender The tool's owner, who opened the offer.
    /// @param toolId The app's tool id as bytes32.
    /// @param rentalRate Rent in wei per day.
    /// @param collateralAmount Refundable collateral in wei.
    event RentalCreated(
        uint256 indexed rentalId,
        address indexed lender,
        bytes32 toolId,
        uint256 rentalRate,
        uint256 collateralAmount
    );

    /// @notice A borrower accepted an offer and paid rent and collateral into escrow.
    /// @param rentalId The rental.
    /// @param borrower Who accepted and paid.
    /// @param rentalDuration Days rented.
    /// @param amount Wei escrowed: collateral plus rent for the whole duration.
    event CollateralDeposited(
        uint256 indexed rentalId,
        address indexed borrower,
        uint256 rentalDuration,
        uint256 amount
    );

    /// @notice The borrower picked the tool up; the rental clock runs.
    /// @param rentalId The rental.
    /// @param borrower The borrower.
    /// @param startTime Pickup time (unix seconds).
    /// @param endTime When the rental period ends (unix seconds).
    event RentalActivated(uint256 indexed rentalId, address indexed borrower, uint256 startTime, uint256 endTime);

    /// @notice The borrower gave the tool back; the lender's inspection period runs.
    /// @param rentalId The rental.
    /// @param returnedAt Return time (unix seconds).
    event ToolReturned(uint256 indexed rentalId, uint256 returnedAt);

    /// @notice The lender confirmed they have the returned tool and are inspecting it.
    /// @param rentalId The rental.
    event ToolReceived(uint256 indexed rentalId);

    /// @notice The inspection ended: approved (release, or the lender stayed silent) or not (a dispute).
    /// @param rentalId The rental.
    /// @param approved Whether the tool passed the inspection.
    event InspectionCompleted(uint256 indexed rentalId, bool approved);

    /// @notice A party opened a dispute.
    /// @param rentalId The rental.
    /// @param filer The lender or the borrower.
    /// @param reason Why, in the filer's words (kept only in this event).
    event DisputeFiled(uint256 indexed rentalId, address indexed filer, string reason);

    /// @notice A party recorded evidence about the rental (ERC-1497 style), from the deposit until a ruling.
    /// @param rentalId The rental.
    /// @param party The lender or the borrower.
    /// @param evidenceURI A URI or content hash of the evidence (kept only in this event).
    event Evidence(uint256 indexed rentalId, address indexed party, string evidenceURI);

    /// @notice The dispute admin settled a dispute.
    /// @param rentalId The rental.
    /// @param lenderShareBps The lender's share of the escrow in basis points; the borrower gets the rest.
    /// @param resolutionDetails The admin's explanation (kept only in this event).
    event DisputeResolved(uint256 indexed rentalId, uint16 lenderShareBps, string resolutionDetails);

    /// @notice Escrowed wei was credited to a recipient's pending withdrawals.
    /// @param rentalId The rental the money came from.
    /// @param recipient Who was credited.
    /// @param amount Wei credited.
    event CollateralReleased(uint256 indexed rentalId, address indexed recipient, uint256 amount);

    /// @notice A rental was cancelled before pickup.
    /// @param rentalId The rental.
    /// @param cancelledBy The lender or the borrower.
    event RentalCancelled(uint256 indexed rentalId, address indexed cancelledBy);

    /// @notice A rental is over and its escrow fully credited.
    /// @param rentalId The rental.
    event TransactionCompleted(uint256 indexed rentalId);

    /// @notice An account collected its credited balance.
    /// @param account Who was paid.
    /// @param amount Wei paid.
    event Withdrawal(address indexed account, uint256 amount);

    /// @notice The owner changed who resolves disputes.
    /// @param previousAdmin The former dispute admin.
    /// @param newAdmin The new dispute admin.
    event DisputeAdminChanged(address indexed previousAdmin, address indexed newAdmin);

    /// @notice A lender made every outstanding signed offer for one of their tools worthless.
    /// @param lender The lender.
    /// @param toolId The tool.
    /// @param newNonce The nonce the lender's next signed offer for this tool must carry.
    event SignedOffersCancelled(address indexed lender, bytes32 indexed toolId, uint256 newNonce);

    /// @notice No rental has this id.
    /// @param rentalId The id asked for.
    error UnknownRental(uint256 rentalId);
    /// @notice The rental is not in a state that allows this action.
    /// @param rentalId The rental.
    /// @param current Its current state.
    error InvalidState(uint256 rentalId, RentalState current);
    /// @notice Only the rental's lender may do this.
    error NotLender();
    /// @notice Only the rental's borrower may do this.
    error NotBorrower();
    /// @notice Only a party to the rental may do this.
    error NotParty();
    /// @notice Only the dispute admin, when not a party to the rental, may do this.
    error NotDisputeAdmin();
    /// @notice A lender cannot rent their own tool.
    error LenderCannotRent();
    /// @notice The rental duration is outside 1..30 days.
    /// @param durationDays The duration asked for.
    error InvalidDuration(uint256 durationDays);
    /// @notice The inspection period is outside 1 day..30 days.
    /// @param periodSeconds The period asked for.
    error InvalidInspectionPeriod(uint256 periodSeconds);
    /// @notice The payment is not exactly collateral plus rent for the duration.
    /// @param expected Wei required.
    /// @param sent Wei sent.
    error WrongPayment(uint256 expected, uint256 sent);
    /// @notice Too early: the deadline has not passed yet.
    /// @param deadline The deadline (unix seconds); the action is allowed after it.
    error DeadlineNotReached(uint256 deadline);
    /// @notice Too late: the deadline has passed.
    /// @param deadline The deadline (unix seconds).
    error DeadlinePassed(uint256 deadline);
    /// @notice The lender's share is above 10000 basis points.
    /// @param bps The share asked for.
    error InvalidShare(uint256 bps);
    /// @notice The caller has no credited balance.
    error NothingToWithdraw();
    /// @notice The zero address is not allowed here.
    error ZeroAddress();
    /// @notice An amount does not fit the 128 bits an escrow amount is stored in.
    /// @param amount The amount asked for.
    error AmountTooLarge(uint256 amount);
    /// @notice Ownership cannot be renounced: an ownerless contract could never appoint a new dispute admin.
    error OwnershipCannotBeRenounced();
    /// @notice The signed offer expired: it was good while the block time was at most `expiry`.
    /// @param expiry The offer's expiry (unix seconds).
    error OfferExpired(uint256 expiry);
    /// @notice The signed offer carries another nonce than the lender's current one for the tool: it was
    /// used, cancelled, or signed ahead.
    /// @param expected The current nonce, {offerNonce}.
    /// @param given The offer's nonce.
    error StaleOfferNonce(uint256 expected, uint256 given);
    /// @notice The signature is not the offer's lender's signature of exactly these terms, on this contract and chain.
    error InvalidOfferSignature();

    /// @notice Deploys the escrow; the deployer owns it and is the first dispute admin.
    constructor() Ownable(msg.sender) EIP712("Toolshare RentalAgreement", "3") {
        emit DisputeAdminChanged(address(0), msg.sender);
        // Time 0: the deployer rules every rental picked up before the first new appointment.
        _disputeAdmins.push(0, uint160(msg.sender));
    }

    // ------------------------------------------------------------------ lender: offers

    /**
     * @notice Opens an offer to rent out a tool; the caller becomes its lender. Refused while paused.
     * @dev A zero rate (lending for free against collateral) and a zero collateral are allowed, as the
     * app's listing form allows them.
     * @param toolId The app's tool id as bytes32 (ethers `encodeBytes32String`).
     * @param rentalRate Rent in wei per day; must fit 128 bits.
     * @param collateralAmount Refundable collateral in wei; must fit 128 bits.
     * @param inspectionPeriodDuration Seconds the lender has to inspect the returned tool, 1 day..30 days.
     * @return rentalId The new rental's id.
     */
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

    /**
     * @notice Makes every outstanding signed offer of the caller for `toolId` worthless, by raising
     * {offerNonce}. Works while paused.
     * @param toolId The tool whose signed offers to cancel.
     */
    function cancelSignedOffers(bytes32 toolId) external {
        uint256 newNonce = _offerNonces[msg.sender][toolId] + 1;
        _offerNonces[msg.sender][toolId] = newNonce;
        emit SignedOffersCancelled(msg.sender, toolId, newNonce);
    }

    // ------------------------------------------------------------------ borrower: accept, pickup, return

    /**
     * @notice Accepts an open offer and pays rent and collateral into escrow; the caller becomes the
     * borrower. Refused while paused.
     * @param rentalId The offer to accept.
     * @param rentalDuration Days to rent, 1..30.
     */
    function acceptRentalOfferAndDepositCollateral(
        uint256 rentalId,
        uint256 rentalDuration
    ) external payable whenNotPaused {
        StoredAgreement storage agreement = _agreements[rentalId];
        if (msg.sender == _lender(_openOfferTerms(rentalId, agreement))) revert LenderCannotRent();
        _requireValidDuration(rentalDuration);
        _requirePayment(agreement.amounts, rentalDuration);

        agreement.progress = _depositedProgress(rentalDuration);
        emit CollateralDeposited(rentalId, msg.sender, rentalDuration, msg.value);
    }

    /**
     * @notice Accepts a lender's signed offer and pays rent and collateral into escrow, in one transaction:
     * opens rental `rentalCount + 1` with the offer's terms, the caller as its borrower, and uses the
     * signature up (raises {offerNonce}). Refused while paused.
     * @dev Checks, in this order: pause, caller not the lender, duration, inspection period and amounts (as
     * {createRentalOffer}), expiry, nonce, signature, payment. The signer must be `offer.lender`: an account
     * (65-byte ECDSA signature; high-s and malformed signatures refused) or a smart account answering
     * EIP-1271 `isValidSignature`. Emits {RentalCreated} then {CollateralDeposited}, as the two-step path.
     * @param offer The signed terms (EIP-712 type {RENTAL_OFFER_TYPEHASH}).
     * @param signature The lender's signature of `offer` on this contract's EIP-712 domain.
     * @param rentalDuration Days to rent, 1..30.
     * @return rentalId The new rental's id.
     */
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

    /**
     * @notice The borrower confirms they have the tool; the rental period starts now. The lender hands the
     * tool over only once this confirmation is mined.
     * @param rentalId The rental.
     */
    function confirmToolPickup(uint256 rentalId) external {
        StoredAgreement storage agreement = _agreements[rentalId];
        uint256 progress = _progressIn(rentalId, agreement, RentalState.COLLATERAL_DEPOSITED);
        if (msg.sender != _borrower(progress)) revert NotBorrower();

        progress = _withState(progress, RentalState.RENTAL_ACTIVE) | (_now() << _START_SHIFT);
        agreement.progress = progress;
        emit RentalActivated(rentalId, msg.sender, block.timestamp, _endTime(progress));
    }

    /**
     * @notice The borrower confirms they gave the tool back; the lender's inspection period starts now.
     * A return after `endTime` costs the daily rate for each started day late (see {settlementOf}).
     * Also during a dispute filed before the return: the return time is recorded (the late fee counts to
     * it) and the rental stays disputed.
     * @param rentalId The rental, in RENTAL_ACTIVE, or in DISPUTE_OPENED without a return time.
     */
    function markToolReturned(uint256 rentalId) external {
        StoredAgreement storage agreement = _agreements[rentalId];
        uint256 progress = agreement.progress;
        uint256 state = progress & _STATE_MASK;
        uint256 next = uint256(RentalState.TOOL_RETURNED);
        if (state != uint256(RentalState.RENTAL_ACTIVE)) {
            if (state != uint256(RentalState.DISPUTE_OPENED) || _returnedAt(progress) != 0) {
                revert InvalidState(rentalId, _stateOf(rentalId, agreement, progress));
            }
            next = state;
        }
        if (msg.sender != _borrower(progress)) revert NotBorrower();

        agreement.progress = (progress & ~_STATE_MASK) | next | (_now() << _RETURNED_SHIFT);
        emit ToolReturned(rentalId, block.timestamp);
    }

    // ------------------------------------------------------------------ lender: receipt and release

    /**
     * @notice The lender confirms they have the tool back and are inspecting it.
     * @param rentalId The rental.
     */
    function confirmToolReceiptAndInspect(uint256 rentalId) external {
        StoredAgreement storage agreement = _agreements[rentalId];
        uint256 progress = _progressIn(rentalId, agreement, RentalState.TOOL_RETURNED);
        if (msg.sender != _lender(agreement.terms)) revert NotLender();

        agreement.progress = _withState(progress, RentalState.INSPECTION_PERIOD);
        emit ToolReceived(rentalId);
    }

    /**
     * @notice The lender approves the returned tool: rent plus any late fee is credited to the lender, the
     * rest of the collateral to the borrower.
     * @param rentalId The rental, in TOOL_RETURNED or INSPECTION_PERIOD.
     */
    function releaseCollateral(uint256 rentalId) external {
        StoredAgreement storage agreement = _agreements[rentalId];
        uint256 progress = agreement.progress;
        _requireReturned(rentalId, agreement, progress);
        uint256 terms = agreement.terms;
        if (msg.sender != _lender(terms)) revert NotLender();

        emit InspectionCompleted(rentalId, true);
        _settleReturned(rentalId, agreement, progress, terms);
    }

    // ------------------------------------------------------------------ disputes

    /**
     * @notice A party opens a dispute; the rental's dispute admin ({disputeAdminOf}) then has
     * {DISPUTE_RULING_PERIOD} to rule. Only once the tool was picked up: before that nothing has changed
     * hands and either party cancels with a full refund. The lender may dispute a returned tool only until
     * the inspection deadline; the borrower may dispute from the pickup until the rental is settled.
     * @param rentalId The rental, in RENTAL_ACTIVE, TOOL_RETURNED or INSPECTION_PERIOD.
     * @param reason Why, in the filer's words; kept only in the {DisputeFiled} event.
     */
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
        bool lenderRejectsReturn = returned && msg.sender == _lender(terms);
        if (lenderRejectsReturn) {
            uint256 deadline = _inspectionDeadline(progress, terms);
            if (block.timestamp > deadline) revert DeadlinePassed(deadline);
        }

        agreement.progress = _withState(progress, RentalState.DISPUTE_OPENED);
        agreement.terms = terms | (_now() << _DISPUTED_SHIFT);
        emit DisputeFiled(rentalId, msg.sender, reason);
        if (lenderRejectsReturn) emit InspectionCompleted(rentalId, false);
    }

    /**
     * @notice A party records evidence about the rental: condition photos at pickup and at return, or
     * material for an open dispute. Allowed from the deposit until the dispute is ruled on, so that
     * evidence is timestamped on chain when it is taken.
     * @param rentalId The rental, in COLLATERAL_DEPOSITED .. DISPUTE_OPENED.
     * @param evidenceURI A URI or content hash of the evidence; kept only in the {Evidence} event.
     */
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

    /**
     * @notice The rental's dispute admin ({disputeAdminOf}) settles a dispute by splitting the escrow (rent
     * plus collateral).
     * @dev The admin may not judge a rental they are a party to. The lender's share is rounded down;
     * the borrower gets the rest, so no wei is lost. The money moves in {finalizeRental}. A ruling after
     * the ruling period is still accepted as long as no party has claimed the default split.
     * @param rentalId The rental, in DISPUTE_OPENED.
     * @param lenderShareBps The lender's share in basis points, 0..10000.
     * @param resolutionDetails The admin's explanation; kept only in the {DisputeResolved} event.
     */
    function resolveDispute(uint256 rentalId, uint16 lenderShareBps, string calldata resolutionDetails) external {
        StoredAgreement storage agreement = _agreements[rentalId];
        uint256 progress = _progressIn(rentalId, agreement, RentalState.DISPUTE_OPENED);
        uint256 terms = agreement.terms;
        if (msg.sender != _disputeAdminFor(progress) || _isParty(progress, terms, msg.sender)) revert NotDisputeAdmin();
        if (lenderShareBps > BPS_DENOMINATOR) revert InvalidShare(lenderShareBps);

        agreement.progress = _withState(progress, RentalState.RESOLUTION_REACHED);
        agreement.terms = terms | (uint256(lenderShareBps) << _SHARE_SHIFT) | _RULED_FLAG;
        emit DisputeResolved(rentalId, lenderShareBps, resolutionDetails);
    }

    /**
     * @notice Credits the resolved shares of a settled dispute and completes the rental. The lender, the
     * borrower or the rental's dispute admin may call it.
     * @param rentalId The rental, in RESOLUTION_REACHED.
     */
    function finalizeRental(uint256 rentalId) external {
        StoredAgreement storage agreement = _agreements[rentalId];
        uint256 progress = _progressIn(rentalId, agreement, RentalState.RESOLUTION_REACHED);
        uint256 terms = agreement.terms;
        if (!_isParty(progress, terms, msg.sender) && msg.sender != _disputeAdminFor(progress)) revert NotParty();

        uint256 escrow = _escrow(progress, agreement.amounts);
        _complete(rentalId, agreement, progress, terms, (escrow * _shareBps(terms)) / BPS_DENOMINATOR, escrow);
    }

    // ------------------------------------------------------------------ deadlines and cancellation

    /**
     * @notice Settles a rental when the other side stayed silent past a deadline.
     * The borrower, after the inspection deadline of a returned tool: as {releaseCollateral}.
     * The lender, after `endTime + inspectionPeriodDuration` of an active rental (the tool was never
     * returned): rent and collateral both go to the lender.
     * Either party, after `disputedAt + DISPUTE_RULING_PERIOD` of a dispute the admin left unruled: the
     * default split. A tool marked returned (before or during the dispute): rent and the late fee to the
     * lender, the rest of the collateral split in half (the lender's half rounded down). A tool never
     * marked returned: the whole escrow to the lender, as the non-return claim.
     * @param rentalId The rental, in RENTAL_ACTIVE (lender), TOOL_RETURNED / INSPECTION_PERIOD (borrower)
     * or DISPUTE_OPENED (lender or borrower).
     */
    function claimCollateralAfterDeadline(uint256 rentalId) external {
        StoredAgreement storage agreement = _agreements[rentalId];
        uint256 progress = agreement.progress;
        RentalState state = _stateOf(rentalId, agreement, progress);
        uint256 terms = agreement.terms;
        if (state == RentalState.RENTAL_ACTIVE) {
            if (msg.sender != _lender(terms)) revert NotLender();
            _requireAfter(_endTime(progress) + _period(terms));

            agreement.progress = _withState(progress, RentalState.TRANSACTION_COMPLETED);
            _credit(rentalId, msg.sender, _escrow(progress, agreement.amounts));
            emit TransactionCompleted(rentalId);
        } else if (state == RentalState.DISPUTE_OPENED) {
            _requireParty(progress, terms);
            _requireAfter(_disputedAt(terms) + DISPUTE_RULING_PERIOD);

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
            if (msg.sender != _borrower(progress)) revert NotBorrower();
            _requireAfter(_inspectionDeadline(progress, terms));

            emit InspectionCompleted(rentalId, true);
            _settleReturned(rentalId, agreement, progress, terms);
        }
    }

    /**
     * @notice Cancels a rental before pickup: the lender withdraws an open offer, or either party calls off
     * an accepted one, in which case the borrower's whole deposit is credited back to them.
     * @param rentalId The rental, in AWAITING_COLLATERAL (lender) or COLLATERAL_DEPOSITED (lender or borrower).
     */
    function cancelRental(uint256 rentalId) external {
        StoredAgreement storage agreement = _agreements[rentalId];
        uint256 progress = agreement.progress;
        RentalState state = _stateOf(rentalId, agreement, progress);
        uint256 terms = agreement.terms;
        if (state == RentalState.AWAITING_COLLATERAL) {
            if (msg.sender != _lender(terms)) revert NotLender();
            agreement.progress = _withState(progress, RentalState.RENTAL_CANCELLED);
        } else if (state == RentalState.COLLATERAL_DEPOSITED) {
            _requireParty(progress, terms);
            agreement.progress = _withState(progress, RentalState.RENTAL_CANCELLED);
            _credit(rentalId, _borrower(progress), _escrow(progress, agreement.amounts));
        } else {
            revert InvalidState(rentalId, state);
        }
        emit RentalCancelled(rentalId, msg.sender);
    }

    // ------------------------------------------------------------------ payouts

    /**
     * @notice Pays the caller everything credited to them. Works while paused.
     * @dev Checks-effects-interactions, as OpenZeppelin's `Escrow.withdraw`: the credit is cleared before
     * the transfer, the only external call this contract makes, so any function re-entered sees settled
     * state; the transient reentrancy guard refuses a nested `withdraw` outright (defence in depth, about
     * 500 gas). If the caller cannot
     * receive ETH the call reverts and the credit stays; nobody else is affected. The slot keeps its used
     * flag (see {_USED_SLOT}), so {pendingWithdrawals} reads 0 while the slot stays non-zero.
     */
    function withdraw() external nonReentrant {
        uint256 amount = _pendingWithdrawals[msg.sender] & _AMOUNT_MASK;
        if (amount == 0) revert NothingToWithdraw();

        _pendingWithdrawals[msg.sender] = _USED_SLOT;
        emit Withdrawal(msg.sender, amount);
        Address.sendValue(payable(msg.sender), amount);
    }

    // ------------------------------------------------------------------ administration

    /**
     * @notice Sets who resolves the disputes of rentals picked up from the next block on; a rental already
     * picked up (or picked up in this block) keeps the admin it had (see {disputeAdminOf}).
     * @param admin The new dispute admin; not the zero address.
     */
    function setDisputeAdmin(address admin) external onlyOwner {
        if (admin == address(0)) revert ZeroAddress();
        emit DisputeAdminChanged(_currentDisputeAdmin(), admin);
        // A uint48 holds block times for millions of years.
        _disputeAdmins.push(uint48(block.timestamp), uint160(admin));
    }

    /**
     * @notice Stops new offers and acceptances. Every other step (pickup, return, release, claims,
     * cancellations, disputes, evidence, rulings, finalization and withdrawals) keeps working.
     */
    function pause() external onlyOwner {
        _pause();
    }

    /// @notice Lets new offers and acceptances in again.
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

    /**
     * @notice Wei credited to an account and not yet withdrawn.
     * @param account The account.
     * @return amount The credited balance.
     */
    function pendingWithdrawals(address account) external view returns (uint256 amount) {
        return _pendingWithdrawals[account] & _AMOUNT_MASK;
    }

    /**
     * @notice A rental's terms, parties, times and state.
     * @dev `endTime` and `inspectionDeadline` are 0 until pickup and return respectively.
     * @param rentalId The rental; reverts with {UnknownRental} outside 1..rentalCount.
     * @return agreement The rental.
     */
    function getAgreement(uint256 rentalId) external view returns (Agreement memory agreement) {
        StoredAgreement storage stored = _agreements[rentalId];
        uint256 progress = stored.progress;
        RentalState state = _stateOf(rentalId, stored, progress);
        uint256 terms = stored.terms;
        uint256 amounts = stored.amounts;
        uint256 startTime = _startTime(progress);
        uint256 returnedAt = _returnedAt(progress);
        agreement = Agreement({
            lender: _lender(terms),
            borrower: _borrower(progress),
            toolId: stored.toolId,
            collateralType: CollateralType((terms >> _COLLATERAL_TYPE_SHIFT) & _COLLATERAL_TYPE_MASK),
            rentalRate: _rate(amounts),
            rentalDuration: _duration(progress),
            collateralAmount: _collateral(amounts),
            inspectionPeriodDuration: _period(terms),
            startTime: startTime,
            endTime: startTime == 0 ? 0 : _endTime(progress),
            inspectionDeadline: returnedAt == 0 ? 0 : _inspectionDeadline(progress, terms),
            currentState: state
        });
    }

    /**
     * @notice How the escrow of a rental is (or would be) split between lender and borrower.
     * @dev By state: AWAITING_COLLATERAL (nothing deposited) 0 and 0. COLLATERAL_DEPOSITED: rent and
     * collateral, as a release after an on-time return. RENTAL_ACTIVE: as a release if the tool were marked
     * returned now (late fee up to now included). TOOL_RETURNED, INSPECTION_PERIOD: what a release or the
     * borrower's claim credits, late fee included. DISPUTE_OPENED: the default split a claim after the
     * ruling period would credit now (see {claimCollateralAfterDeadline}). RESOLUTION_REACHED: the resolved split. TRANSACTION_COMPLETED: what was
     * credited. RENTAL_CANCELLED: what was refunded (0 and the deposit, or 0 and 0 for an open offer).
     * Always `toLender + toBorrower` = the escrow (0 without a deposit).
     * @param rentalId The rental; reverts with {UnknownRental} outside 1..rentalCount.
     * @return toLender Wei to the lender: rent plus the late fee, or the lender's share.
     * @return toBorrower Wei to the borrower: the rest of the escrow.
     */
    function settlementOf(uint256 rentalId) external view returns (uint256 toLender, uint256 toBorrower) {
        StoredAgreement storage agreement = _agreements[rentalId];
        uint256 progress = agreement.progress;
        RentalState state = _stateOf(rentalId, agreement, progress);
        // No deposit yet (an open offer, or one cancelled before acceptance): no borrower, nothing to split.
        if (_borrower(progress) == address(0)) return (0, 0);
        uint256 terms = agreement.terms;
        uint256 amounts = agreement.amounts;
        uint256 escrow = _escrow(progress, amounts);
        if (state == RentalState.RENTAL_CANCELLED) return (0, escrow);
        if (terms & _RULED_FLAG != 0) {
            // RESOLUTION_REACHED, or a ruled dispute that ended in TRANSACTION_COMPLETED.
            toLender = (escrow * _shareBps(terms)) / BPS_DENOMINATOR;
        } else if (_disputedAt(terms) != 0) {
            // DISPUTE_OPENED, or an unruled dispute that ended in TRANSACTION_COMPLETED by the timeout claim.
            toLender = _defaultLenderShare(progress, amounts);
        } else if (state == RentalState.TRANSACTION_COMPLETED && _returnedAt(progress) == 0) {
            // Completed undisputed without a return: the lender's non-return claim took everything.
            toLender = escrow;
        } else {
            // Returned: the late fee is fixed. Active: as if marked returned now. Not picked up: no late fee.
            uint256 returnedAt = state == RentalState.RENTAL_ACTIVE ? block.timestamp : _returnedAt(progress);
            toLender = _rent(progress, amounts) + _lateFee(progress, amounts, returnedAt);
        }
        toBorrower = escrow - toLender;
    }

    /**
     * @notice A rental's dispute: when it was filed and the lender's resolved share.
     * @param rentalId The rental; reverts with {UnknownRental} outside 1..rentalCount.
     * @return disputedAt When the dispute was filed (unix seconds), 0 if never.
     * @return lenderShareBps The lender's share in basis points the admin ruled; 0 when nobody ruled (a
     * ruling-period timeout claim included).
     */
    function disputeOf(uint256 rentalId) external view returns (uint256 disputedAt, uint16 lenderShareBps) {
        StoredAgreement storage agreement = _agreements[rentalId];
        _stateOf(rentalId, agreement, agreement.progress);
        uint256 terms = agreement.terms;
        return (_disputedAt(terms), _shareBps(terms));
    }

    /**
     * @notice How many rentals exist; their ids run 1..rentalCount.
     * @return count The number of rentals.
     */
    function rentalCount() external view returns (uint256 count) {
        return _rentalCount;
    }

    /**
     * @notice Who resolves the disputes of rentals picked up from the next block on (the deployer at first).
     * @return admin The current dispute admin.
     */
    function disputeAdmin() external view returns (address admin) {
        return _currentDisputeAdmin();
    }

    /**
     * @notice Who rules a rental's dispute: the admin whose appointment was mined in a block before the
     * rental's pickup (an appointment in the pickup's own block counts only for later pickups); before
     * pickup, the current {disputeAdmin}.
     * @param rentalId The rental; reverts with {UnknownRental} outside 1..rentalCount.
     * @return admin The rental's dispute admin.
     */
    function disputeAdminOf(uint256 rentalId) external view returns (address admin) {
        StoredAgreement storage agreement = _agreements[rentalId];
        uint256 progress = agreement.progress;
        _stateOf(rentalId, agreement, progress);
        return _disputeAdminFor(progress);
    }

    /**
     * @notice The nonce the next signed offer of `lender` for `toolId` must carry. Starts at 0; accepting a
     * signed offer and {cancelSignedOffers} each raise it by one.
     * @param lender The lender.
     * @param toolId The tool.
     * @return nonce The current nonce.
     */
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
        agreement.progress = _withState(progress, RentalState.TRANSACTION_COMPLETED);
        uint256 amounts = agreement.amounts;
        uint256 lateFee = _lateFee(progress, amounts, _returnedAt(progress));
        _credit(rentalId, _lender(terms), _rent(progress, amounts) + lateFee);
        _credit(rentalId, _borrower(progress), _collateral(amounts) - lateFee);
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
        agreement.progress = _withState(progress, RentalState.TRANSACTION_COMPLETED);
        _credit(rentalId, _lender(terms), toLender);
        _credit(rentalId, _borrower(progress), escrow - toLender);
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
        uint256 startTime = _startTime(progress);
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
        if (progress & _STATE_MASK != uint256(expected)) {
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
        state = RentalState(uint8(progress & _STATE_MASK));
        if (state == RentalState.NONE_INITIATED) {
            if (_lender(agreement.terms) == address(0)) revert UnknownRental(rentalId);
            state = RentalState.AWAITING_COLLATERAL;
        }
    }

    /// @dev The tool must be back: TOOL_RETURNED or INSPECTION_PERIOD, else {InvalidState} (or {UnknownRental}).
    function _requireReturned(uint256 rentalId, StoredAgreement storage agreement, uint256 progress) private view {
        uint256 state = progress & _STATE_MASK;
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
        uint256 expected = _collateral(amounts) + _rate(amounts) * rentalDuration;
        if (msg.value != expected) revert WrongPayment(expected, msg.value);
    }

    /// @dev An offer's `terms` word, or {InvalidInspectionPeriod} for a period outside 1 day..30 days.
    function _offerTerms(address lender, uint256 inspectionPeriodDuration) private pure returns (uint256) {
        if (inspectionPeriodDuration < MIN_INSPECTION_PERIOD || inspectionPeriodDuration > MAX_INSPECTION_PERIOD) {
            revert InvalidInspectionPeriod(inspectionPeriodDuration);
        }
        return uint256(uint160(lender)) | (inspectionPeriodDuration << _PERIOD_SHIFT);
    }

    /// @dev An offer's `amounts` word, or {AmountTooLarge}.
    function _offerAmounts(uint256 rentalRate, uint256 collateralAmount) private pure returns (uint256) {
        return uint256(_toAmount(rentalRate)) | (uint256(_toAmount(collateralAmount)) << _COLLATERAL_SHIFT);
    }

    /// @dev The `progress` word of a rental the caller just paid for `rentalDuration` days.
    function _depositedProgress(uint256 rentalDuration) private view returns (uint256) {
        return
            uint256(RentalState.COLLATERAL_DEPOSITED) |
            (uint256(uint160(msg.sender)) << _BORROWER_SHIFT) |
            (rentalDuration << _DURATION_SHIFT);
    }

    /// @dev Whether `account` is the lender or the borrower (never the zero address: a lender always exists).
    function _isParty(uint256 progress, uint256 terms, address account) private pure returns (bool) {
        return account == _lender(terms) || account == _borrower(progress);
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
                uint256 fee = lateDays * _rate(amounts);
                uint256 collateral = _collateral(amounts);
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
        uint256 returnedAt = _returnedAt(progress);
        if (returnedAt == 0) return _escrow(progress, amounts);
        uint256 lateFee = _lateFee(progress, amounts, returnedAt);
        // Bounded: the fee is at most the collateral, and the amounts fit 128 bits.
        unchecked {
            uint256 disputed = _collateral(amounts) - lateFee;
            return _rent(progress, amounts) + lateFee + (disputed * DEFAULT_LENDER_SHARE_BPS) / BPS_DENOMINATOR;
        }
    }

    // The derived values below cannot overflow: the fields are at most 128 (amounts), 40 (times), 32
    // (period) and 8 (days) bits wide, so they are computed unchecked.

    function _rent(uint256 progress, uint256 amounts) private pure returns (uint256) {
        unchecked {
            return _rate(amounts) * _duration(progress);
        }
    }

    /// @dev Everything the borrower paid in: rent for the whole duration plus collateral.
    function _escrow(uint256 progress, uint256 amounts) private pure returns (uint256) {
        unchecked {
            return _rent(progress, amounts) + _collateral(amounts);
        }
    }

    function _endTime(uint256 progress) private pure returns (uint256) {
        unchecked {
            return _startTime(progress) + _duration(progress) * 1 days;
        }
    }

    function _inspectionDeadline(uint256 progress, uint256 terms) private pure returns (uint256) {
        unchecked {
            return _returnedAt(progress) + _period(terms);
        }
    }

    // ------------------------------------------------------------------ packed fields

    function _withState(uint256 progress, RentalState state) private pure returns (uint256) {
        return (progress & ~_STATE_MASK) | uint256(state);
    }

    function _borrower(uint256 progress) private pure returns (address) {
        return address(uint160(progress >> _BORROWER_SHIFT));
    }

    function _duration(uint256 progress) private pure returns (uint256) {
        return uint8(progress >> _DURATION_SHIFT);
    }

    function _startTime(uint256 progress) private pure returns (uint256) {
        return uint40(progress >> _START_SHIFT);
    }

    function _returnedAt(uint256 progress) private pure returns (uint256) {
        return progress >> _RETURNED_SHIFT;
    }

    function _lender(uint256 terms) private pure returns (address) {
        return address(uint160(terms));
    }

    function _period(uint256 terms) private pure returns (uint256) {
        return uint32(terms >> _PERIOD_SHIFT);
    }

    function _shareBps(uint256 terms) private pure returns (uint16) {
        return uint16(terms >> _SHARE_SHIFT);
    }

    function _disputedAt(uint256 terms) private pure returns (uint256) {
        return terms >> _DISPUTED_SHIFT;
    }

    function _rate(uint256 amounts) private pure returns (uint256) {
        return uint128(amounts);
    }

    function _collateral(uint256 amounts) private pure returns (uint256) {
        return amounts >> _COLLATERAL_SHIFT;
    }

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
