// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {Address} from "@openzeppelin/contracts/utils/Address.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

/**
 * @title RentalAgreement
 * @author Toolshare
 * @notice Escrow for peer-to-peer tool rentals paid in ETH. One contract holds every rental, keyed by
 * `rentalId` (1, 2, 3, ...). A lender opens an offer for a tool; a borrower accepts it and pays rent and
 * collateral in one transaction; the money stays here until the rental completes, is cancelled, or a
 * dispute is settled. Every payout is a credit to {pendingWithdrawals}, collected with {withdraw} (pull
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
 */
contract RentalAgreement is Ownable2Step, Pausable, ReentrancyGuardTransient {
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

    /**
     * @dev A rental as stored: four slots. Slot 0 holds everything the borrower-side transitions touch
     * (state, borrower, duration, pickup and return times), so pickup and return rewrite only it; it
     * stays empty while the offer is open (state NONE_INITIATED there reads as AWAITING_COLLATERAL, see
     * {_stateOf}), so opening an offer writes three slots. Slot 1 holds the lender's terms and the
     * dispute (when it was filed, the resolved share), slot 2 the tool id, slot 3 the two amounts.
     */
    struct StoredAgreement {
        // slot 0
        RentalState state;
        address borrower;
        uint8 rentalDuration;
        uint40 startTime;
        uint40 returnedAt;
        // slot 1
        address lender;
        uint32 inspectionPeriodDuration;
        uint16 lenderShareBps;
        CollateralType collateralType;
        uint40 disputedAt;
        // slot 2
        bytes32 toolId;
        // slot 3
        uint128 rentalRate;
        uint128 collateralAmount;
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
    /// @notice The lender's share of an escrow whose dispute the admin left unruled: half, rounded down.
    uint16 public constant DEFAULT_LENDER_SHARE_BPS = 5_000;

    /// @dev Set in a pending-withdrawal slot once it has held a credit, so that a withdrawal leaves the
    /// slot non-zero and the next credit is a cheap rewrite rather than a fresh write. The credit is the
    /// other 255 bits.
    uint256 private constant _USED_SLOT = 1 << 255;
    uint256 private constant _AMOUNT_MASK = _USED_SLOT - 1;

    /// @dev Declared first so that it shares a slot with Ownable2Step's `_pendingOwner` and Pausable's
    /// `_paused`: opening an offer reads the pause flag and the counter in one load.
    uint64 private _rentalCount;
    address private _disputeAdmin;
    mapping(uint256 rentalId => StoredAgreement) private _agreements;
    mapping(address account => uint256 usedFlagAndAmount) private _pendingWithdrawals;

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

    /// @notice Deploys the escrow; the deployer owns it and is the first dispute admin.
    constructor() Ownable(msg.sender) {
        _setDisputeAdmin(msg.sender);
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
        if (inspectionPeriodDuration < MIN_INSPECTION_PERIOD || inspectionPeriodDuration > MAX_INSPECTION_PERIOD) {
            revert InvalidInspectionPeriod(inspectionPeriodDuration);
        }
        uint128 rate = _toAmount(rentalRate);
        uint128 collateral = _toAmount(collateralAmount);

        rentalId = ++_rentalCount;
        StoredAgreement storage agreement = _agreements[rentalId];
        agreement.lender = msg.sender;
        agreement.inspectionPeriodDuration = uint32(inspectionPeriodDuration);
        agreement.toolId = toolId;
        agreement.rentalRate = rate;
        agreement.collateralAmount = collateral;
        emit RentalCreated(rentalId, msg.sender, toolId, rentalRate, collateralAmount);
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
        StoredAgreement storage agreement = _inState(rentalId, RentalState.AWAITING_COLLATERAL);
        if (msg.sender == agreement.lender) revert LenderCannotRent();
        if (rentalDuration < MIN_RENTAL_DAYS || rentalDuration > MAX_RENTAL_DAYS) {
            revert InvalidDuration(rentalDuration);
        }
        uint256 expected = uint256(agreement.collateralAmount) + uint256(agreement.rentalRate) * rentalDuration;
        if (msg.value != expected) revert WrongPayment(expected, msg.value);

        agreement.state = RentalState.COLLATERAL_DEPOSITED;
        agreement.borrower = msg.sender;
        agreement.rentalDuration = uint8(rentalDuration);
        emit CollateralDeposited(rentalId, msg.sender, rentalDuration, msg.value);
    }

    /**
     * @notice The borrower confirms they have the tool; the rental period starts now. The lender hands the
     * tool over only once this confirmation is mined.
     * @param rentalId The rental.
     */
    function confirmToolPickup(uint256 rentalId) external {
        StoredAgreement storage agreement = _inState(rentalId, RentalState.COLLATERAL_DEPOSITED);
        _requireBorrower(agreement);

        agreement.state = RentalState.RENTAL_ACTIVE;
        agreement.startTime = uint40(block.timestamp);
        emit RentalActivated(rentalId, msg.sender, block.timestamp, _endTime(agreement));
    }

    /**
     * @notice The borrower confirms they gave the tool back; the lender's inspection period starts now.
     * A return after `endTime` costs the daily rate for each started day late (see {settlementOf}).
     * @param rentalId The rental.
     */
    function markToolReturned(uint256 rentalId) external {
        StoredAgreement storage agreement = _inState(rentalId, RentalState.RENTAL_ACTIVE);
        _requireBorrower(agreement);

        agreement.state = RentalState.TOOL_RETURNED;
        agreement.returnedAt = uint40(block.timestamp);
        emit ToolReturned(rentalId, block.timestamp);
    }

    // ------------------------------------------------------------------ lender: receipt and release

    /**
     * @notice The lender confirms they have the tool back and are inspecting it.
     * @param rentalId The rental.
     */
    function confirmToolReceiptAndInspect(uint256 rentalId) external {
        StoredAgreement storage agreement = _inState(rentalId, RentalState.TOOL_RETURNED);
        _requireLender(agreement);

        agreement.state = RentalState.INSPECTION_PERIOD;
        emit ToolReceived(rentalId);
    }

    /**
     * @notice The lender approves the returned tool: rent plus any late fee is credited to the lender, the
     * rest of the collateral to the borrower.
     * @param rentalId The rental, in TOOL_RETURNED or INSPECTION_PERIOD.
     */
    function releaseCollateral(uint256 rentalId) external {
        StoredAgreement storage agreement = _agreements[rentalId];
        _requireReturned(rentalId, agreement);
        _requireLender(agreement);

        emit InspectionCompleted(rentalId, true);
        _settleReturned(rentalId, agreement);
    }

    // ------------------------------------------------------------------ disputes

    /**
     * @notice A party opens a dispute; the dispute admin then has {DISPUTE_RULING_PERIOD} to rule. The lender
     * may dispute a returned tool only until the inspection deadline; the borrower may dispute at any point
     * from the deposit until the rental is settled.
     * @param rentalId The rental, in COLLATERAL_DEPOSITED, RENTAL_ACTIVE, TOOL_RETURNED or INSPECTION_PERIOD.
     * @param reason Why, in the filer's words; kept only in the {DisputeFiled} event.
     */
    function fileDispute(uint256 rentalId, string calldata reason) external {
        StoredAgreement storage agreement = _agreements[rentalId];
        RentalState state = _stateOf(rentalId, agreement);
        bool returned = state == RentalState.TOOL_RETURNED || state == RentalState.INSPECTION_PERIOD;
        if (!returned && state != RentalState.COLLATERAL_DEPOSITED && state != RentalState.RENTAL_ACTIVE) {
            revert InvalidState(rentalId, state);
        }
        _requireParty(agreement);
        bool lenderRejectsReturn = returned && msg.sender == agreement.lender;
        if (lenderRejectsReturn) {
            uint256 deadline = _inspectionDeadline(agreement);
            if (block.timestamp > deadline) revert DeadlinePassed(deadline);
        }

        agreement.state = RentalState.DISPUTE_OPENED;
        agreement.disputedAt = uint40(block.timestamp);
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
        RentalState state = _stateOf(rentalId, agreement);
        if (uint8(state) < uint8(RentalState.COLLATERAL_DEPOSITED) || uint8(state) > uint8(RentalState.DISPUTE_OPENED)) {
            revert InvalidState(rentalId, state);
        }
        _requireParty(agreement);

        emit Evidence(rentalId, msg.sender, evidenceURI);
    }

    /**
     * @notice The dispute admin settles a dispute by splitting the escrow (rent plus collateral).
     * @dev The admin may not judge a rental they are a party to. The lender's share is rounded down;
     * the borrower gets the rest, so no wei is lost. The money moves in {finalizeRental}. A ruling after
     * the ruling period is still accepted as long as no party has claimed the default split.
     * @param rentalId The rental, in DISPUTE_OPENED.
     * @param lenderShareBps The lender's share in basis points, 0..10000.
     * @param resolutionDetails The admin's explanation; kept only in the {DisputeResolved} event.
     */
    function resolveDispute(uint256 rentalId, uint16 lenderShareBps, string calldata resolutionDetails) external {
        StoredAgreement storage agreement = _inState(rentalId, RentalState.DISPUTE_OPENED);
        if (msg.sender != _disputeAdmin || _isParty(agreement, msg.sender)) revert NotDisputeAdmin();
        if (lenderShareBps > BPS_DENOMINATOR) revert InvalidShare(lenderShareBps);

        agreement.state = RentalState.RESOLUTION_REACHED;
        agreement.lenderShareBps = lenderShareBps;
        emit DisputeResolved(rentalId, lenderShareBps, resolutionDetails);
    }

    /**
     * @notice Credits the resolved shares of a settled dispute and completes the rental.
     * @param rentalId The rental, in RESOLUTION_REACHED.
     */
    function finalizeRental(uint256 rentalId) external {
        StoredAgreement storage agreement = _inState(rentalId, RentalState.RESOLUTION_REACHED);
        if (!_isParty(agreement, msg.sender) && msg.sender != _disputeAdmin) revert NotParty();

        _settleSplit(rentalId, agreement);
    }

    // ------------------------------------------------------------------ deadlines and cancellation

    /**
     * @notice Settles a rental when the other side stayed silent past a deadline.
     * The borrower, after the inspection deadline of a returned tool: as {releaseCollateral}.
     * The lender, after `endTime + inspectionPeriodDuration` of an active rental (the tool was never
     * returned): rent and collateral both go to the lender.
     * Either party, after `disputedAt + DISPUTE_RULING_PERIOD` of a dispute the admin left unruled: the
     * escrow is split 50/50, the lender's half rounded down.
     * @param rentalId The rental, in RENTAL_ACTIVE (lender), TOOL_RETURNED / INSPECTION_PERIOD (borrower)
     * or DISPUTE_OPENED (lender or borrower).
     */
    function claimCollateralAfterDeadline(uint256 rentalId) external {
        StoredAgreement storage agreement = _agreements[rentalId];
        RentalState state = _stateOf(rentalId, agreement);
        if (state == RentalState.RENTAL_ACTIVE) {
            _requireLender(agreement);
            _requireAfter(_endTime(agreement) + agreement.inspectionPeriodDuration);

            agreement.state = RentalState.TRANSACTION_COMPLETED;
            _credit(rentalId, msg.sender, _escrow(agreement));
            emit TransactionCompleted(rentalId);
        } else if (state == RentalState.DISPUTE_OPENED) {
            _requireParty(agreement);
            _requireAfter(uint256(agreement.disputedAt) + DISPUTE_RULING_PERIOD);

            agreement.lenderShareBps = DEFAULT_LENDER_SHARE_BPS;
            _settleSplit(rentalId, agreement);
        } else {
            _requireReturned(rentalId, agreement);
            _requireBorrower(agreement);
            _requireAfter(_inspectionDeadline(agreement));

            emit InspectionCompleted(rentalId, true);
            _settleReturned(rentalId, agreement);
        }
    }

    /**
     * @notice Cancels a rental before pickup: the lender withdraws an open offer, or either party calls off
     * an accepted one, in which case the borrower's whole deposit is credited back to them.
     * @param rentalId The rental, in AWAITING_COLLATERAL (lender) or COLLATERAL_DEPOSITED (lender or borrower).
     */
    function cancelRental(uint256 rentalId) external {
        StoredAgreement storage agreement = _agreements[rentalId];
        RentalState state = _stateOf(rentalId, agreement);
        if (state == RentalState.AWAITING_COLLATERAL) {
            _requireLender(agreement);
            agreement.state = RentalState.RENTAL_CANCELLED;
        } else if (state == RentalState.COLLATERAL_DEPOSITED) {
            _requireParty(agreement);
            agreement.state = RentalState.RENTAL_CANCELLED;
            _credit(rentalId, agreement.borrower, _escrow(agreement));
        } else {
            revert InvalidState(rentalId, state);
        }
        emit RentalCancelled(rentalId, msg.sender);
    }

    // ------------------------------------------------------------------ payouts

    /**
     * @notice Pays the caller everything credited to them. Works while paused.
     * @dev Checks-effects-interactions plus a reentrancy guard. If the caller cannot receive ETH the call
     * reverts and the credit stays; nobody else is affected. The slot keeps its used flag (see
     * {_USED_SLOT}), so {pendingWithdrawals} reads 0 while the slot stays non-zero.
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
     * @notice Sets who resolves disputes.
     * @param admin The new dispute admin; not the zero address.
     */
    function setDisputeAdmin(address admin) external onlyOwner {
        if (admin == address(0)) revert ZeroAddress();
        _setDisputeAdmin(admin);
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
        RentalState state = _stateOf(rentalId, stored);
        agreement = Agreement({
            lender: stored.lender,
            borrower: stored.borrower,
            toolId: stored.toolId,
            collateralType: stored.collateralType,
            rentalRate: stored.rentalRate,
            rentalDuration: stored.rentalDuration,
            collateralAmount: stored.collateralAmount,
            inspectionPeriodDuration: stored.inspectionPeriodDuration,
            startTime: stored.startTime,
            endTime: stored.startTime == 0 ? 0 : _endTime(stored),
            inspectionDeadline: stored.returnedAt == 0 ? 0 : _inspectionDeadline(stored),
            currentState: state
        });
    }

    /**
     * @notice How the escrow of a rental is (or would be) split between lender and borrower.
     * @dev By state: AWAITING_COLLATERAL (nothing deposited) 0 and 0. COLLATERAL_DEPOSITED: rent and
     * collateral, as a release after an on-time return. RENTAL_ACTIVE: as a release if the tool were marked
     * returned now (late fee up to now included). TOOL_RETURNED, INSPECTION_PERIOD: what a release or the
     * borrower's claim credits, late fee included. DISPUTE_OPENED: the default 50/50 split a claim after
     * the ruling period credits. RESOLUTION_REACHED: the resolved split. TRANSACTION_COMPLETED: what was
     * credited. RENTAL_CANCELLED: what was refunded (0 and the deposit, or 0 and 0 for an open offer).
     * Always `toLender + toBorrower` = the escrow (0 without a deposit).
     * @param rentalId The rental; reverts with {UnknownRental} outside 1..rentalCount.
     * @return toLender Wei to the lender: rent plus the late fee, or the lender's share.
     * @return toBorrower Wei to the borrower: the rest of the escrow.
     */
    function settlementOf(uint256 rentalId) external view returns (uint256 toLender, uint256 toBorrower) {
        StoredAgreement storage agreement = _agreements[rentalId];
        RentalState state = _stateOf(rentalId, agreement);
        if (state == RentalState.AWAITING_COLLATERAL) return (0, 0);
        uint256 escrow = _escrow(agreement);
        if (state == RentalState.RENTAL_CANCELLED) {
            return (0, agreement.borrower == address(0) ? 0 : escrow);
        }
        if (state == RentalState.DISPUTE_OPENED) {
            toLender = (escrow * DEFAULT_LENDER_SHARE_BPS) / BPS_DENOMINATOR;
        } else if (state == RentalState.RESOLUTION_REACHED || agreement.disputedAt != 0) {
            // RESOLUTION_REACHED, or a dispute that ended in TRANSACTION_COMPLETED (ruled or timed out).
            toLender = (escrow * agreement.lenderShareBps) / BPS_DENOMINATOR;
        } else if (state == RentalState.TRANSACTION_COMPLETED && agreement.returnedAt == 0) {
            // Completed undisputed without a return: the lender's non-return claim took everything.
            toLender = escrow;
        } else {
            uint256 returnedAt = state == RentalState.COLLATERAL_DEPOSITED
                ? 0
                : state == RentalState.RENTAL_ACTIVE
                    ? block.timestamp
                    : agreement.returnedAt;
            toLender = _rent(agreement) + _lateFee(agreement, returnedAt);
        }
        toBorrower = escrow - toLender;
    }

    /**
     * @notice A rental's dispute: when it was filed and the lender's resolved share.
     * @param rentalId The rental; reverts with {UnknownRental} outside 1..rentalCount.
     * @return disputedAt When the dispute was filed (unix seconds), 0 if never.
     * @return lenderShareBps The lender's share in basis points once ruled (5000 after a ruling-period
     * timeout), 0 before.
     */
    function disputeOf(uint256 rentalId) external view returns (uint256 disputedAt, uint16 lenderShareBps) {
        StoredAgreement storage agreement = _agreements[rentalId];
        _stateOf(rentalId, agreement);
        return (agreement.disputedAt, agreement.lenderShareBps);
    }

    /**
     * @notice How many rentals exist; their ids run 1..rentalCount.
     * @return count The number of rentals.
     */
    function rentalCount() external view returns (uint256 count) {
        return _rentalCount;
    }

    /**
     * @notice Who resolves disputes (the deployer at first).
     * @return admin The dispute admin.
     */
    function disputeAdmin() external view returns (address admin) {
        return _disputeAdmin;
    }

    // ------------------------------------------------------------------ internal helpers

    /// @dev Completes a returned rental without a dispute: rent and the late fee to the lender, the rest of
    /// the collateral to the borrower.
    function _settleReturned(uint256 rentalId, StoredAgreement storage agreement) private {
        agreement.state = RentalState.TRANSACTION_COMPLETED;
        uint256 lateFee = _lateFee(agreement, agreement.returnedAt);
        _credit(rentalId, agreement.lender, _rent(agreement) + lateFee);
        _credit(rentalId, agreement.borrower, agreement.collateralAmount - lateFee);
        emit TransactionCompleted(rentalId);
    }

    /// @dev Completes a disputed rental by its stored lender share (rounded down; the borrower gets the rest).
    function _settleSplit(uint256 rentalId, StoredAgreement storage agreement) private {
        uint256 escrow = _escrow(agreement);
        uint256 lenderShare = (escrow * agreement.lenderShareBps) / BPS_DENOMINATOR;
        agreement.state = RentalState.TRANSACTION_COMPLETED;
        _credit(rentalId, agreement.lender, lenderShare);
        _credit(rentalId, agreement.borrower, escrow - lenderShare);
        emit TransactionCompleted(rentalId);
    }

    /// @dev Credits escrowed wei to a recipient. Zero credits are skipped: no event, no storage write.
    function _credit(uint256 rentalId, address recipient, uint256 amount) private {
        if (amount == 0) return;
        _pendingWithdrawals[recipient] = (_pendingWithdrawals[recipient] | _USED_SLOT) + amount;
        emit CollateralReleased(rentalId, recipient, amount);
    }

    function _setDisputeAdmin(address admin) private {
        emit DisputeAdminChanged(_disputeAdmin, admin);
        _disputeAdmin = admin;
    }

    /// @dev The stored rental, which must be in `expected`, else {InvalidState} (or {UnknownRental}).
    function _inState(
        uint256 rentalId,
        RentalState expected
    ) private view returns (StoredAgreement storage agreement) {
        agreement = _agreements[rentalId];
        RentalState state = _stateOf(rentalId, agreement);
        if (state != expected) revert InvalidState(rentalId, state);
    }

    /// @dev The tool must be back: TOOL_RETURNED or INSPECTION_PERIOD, else {InvalidState}.
    function _requireReturned(uint256 rentalId, StoredAgreement storage agreement) private view {
        RentalState state = _stateOf(rentalId, agreement);
        if (state != RentalState.TOOL_RETURNED && state != RentalState.INSPECTION_PERIOD) {
            revert InvalidState(rentalId, state);
        }
    }

    /**
     * @dev The rental's state, or {UnknownRental} for an id outside 1..rentalCount. An open offer is stored
     * with state NONE_INITIATED (its slot 0 stays empty until a borrower accepts, which keeps an offer three
     * slots cheap). Only then is existence checked, by the lender (every rental has one; nobody else has):
     * a rental past its offer is known to exist from its state alone, so the success path of every later
     * step reads no counter.
     */
    function _stateOf(uint256 rentalId, StoredAgreement storage agreement) private view returns (RentalState state) {
        state = agreement.state;
        if (state == RentalState.NONE_INITIATED) {
            if (agreement.lender == address(0)) revert UnknownRental(rentalId);
            state = RentalState.AWAITING_COLLATERAL;
        }
    }

    function _requireLender(StoredAgreement storage agreement) private view {
        if (msg.sender != agreement.lender) revert NotLender();
    }

    function _requireBorrower(StoredAgreement storage agreement) private view {
        if (msg.sender != agreement.borrower) revert NotBorrower();
    }

    function _requireParty(StoredAgreement storage agreement) private view {
        if (!_isParty(agreement, msg.sender)) revert NotParty();
    }

    /// @dev The deadline must have passed: allowed strictly after it, else {DeadlineNotReached}.
    function _requireAfter(uint256 deadline) private view {
        if (deadline < block.timestamp) return;
        revert DeadlineNotReached(deadline);
    }

    /// @dev Whether `account` is the lender or the borrower (never the zero address: a lender always exists).
    function _isParty(StoredAgreement storage agreement, address account) private view returns (bool) {
        return account == agreement.lender || account == agreement.borrower;
    }

    function _endTime(StoredAgreement storage agreement) private view returns (uint256) {
        return uint256(agreement.startTime) + uint256(agreement.rentalDuration) * 1 days;
    }

    function _inspectionDeadline(StoredAgreement storage agreement) private view returns (uint256) {
        return uint256(agreement.returnedAt) + agreement.inspectionPeriodDuration;
    }

    /**
     * @dev The late fee of a tool returned at `returnedAt`: the daily rate for each started day after
     * `endTime` (a return at `endTime` exactly is on time), at most the collateral.
     */
    function _lateFee(StoredAgreement storage agreement, uint256 returnedAt) private view returns (uint256) {
        uint256 endTime = _endTime(agreement);
        if (returnedAt > endTime) {
            uint256 lateDays = (returnedAt - endTime + 1 days - 1) / 1 days;
            uint256 fee = lateDays * agreement.rentalRate;
            uint256 collateral = agreement.collateralAmount;
            return fee < collateral ? fee : collateral;
        }
        return 0;
    }

    function _rent(StoredAgreement storage agreement) private view returns (uint256) {
        return uint256(agreement.rentalRate) * agreement.rentalDuration;
    }

    /// @dev Everything the borrower paid in: rent for the whole duration plus collateral.
    function _escrow(StoredAgreement storage agreement) private view returns (uint256) {
        return _rent(agreement) + agreement.collateralAmount;
    }

    /// @dev Narrows a wei amount to its 128-bit storage field, or {AmountTooLarge}: never truncates.
    function _toAmount(uint256 amount) private pure returns (uint128) {
        if (amount > type(uint128).max) revert AmountTooLarge(amount);
        return uint128(amount);
    }
}
