// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {Address} from "@openzeppelin/contracts/utils/Address.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

/**
 * @title RentalAgreement
 * @author Toolshare
 * @notice Escrow for peer-to-peer tool rentals paid in ETH. One contract holds every rental, keyed by
 * `rentalId` (1, 2, 3, ...). A lender opens an offer for a tool; a borrower accepts it and pays rent and
 * collateral in one transaction; the money stays here until the rental completes, is cancelled, or a
 * dispute is settled by the dispute admin. Every payout is a credit to {pendingWithdrawals}, collected
 * with {withdraw} (pull payments only), so a recipient that cannot receive ETH blocks nobody else.
 *
 * @dev Each rental takes four storage slots (see {StoredAgreement}). `endTime` and `inspectionDeadline`
 * are not stored: they are derived from `startTime + rentalDuration days` and
 * `returnedAt + inspectionPeriodDuration`, which lets pickup and return each rewrite a single slot.
 * {getAgreement} returns the design's `Agreement` with its field names and `uint256` types.
 */
contract RentalAgreement is Ownable2Step, ReentrancyGuardTransient {
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
     * {_stateOf}), so opening an offer writes three slots. Slot 1 holds the lender's terms, slot 2 the
     * tool id, slot 3 the two amounts.
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
        // slot 2
        bytes32 toolId;
        // slot 3
        uint128 rentalRate;
        uint128 collateralAmount;
    }

    /// @notice Shortest inspection period a lender may ask for.
    uint256 public constant MIN_INSPECTION_PERIOD = 1 hours;
    /// @notice Longest inspection period a lender may ask for.
    uint256 public constant MAX_INSPECTION_PERIOD = 30 days;
    /// @notice Shortest rental, in days.
    uint256 public constant MIN_RENTAL_DAYS = 1;
    /// @notice Longest rental, in days.
    uint256 public constant MAX_RENTAL_DAYS = 30;
    /// @notice The whole escrow in basis points: a resolution gives the lender 0..BPS_DENOMINATOR of it.
    uint256 public constant BPS_DENOMINATOR = 10_000;

    mapping(uint256 rentalId => StoredAgreement) private _agreements;
    mapping(address account => uint256 amount) private _pendingWithdrawals;
    uint256 private _rentalCount;
    address private _disputeAdmin;

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

    /// @notice The inspection ended: approved (release, or the lender stayed silent) or not (a dispute).
    /// @param rentalId The rental.
    /// @param approved Whether the tool passed the inspection.
    event InspectionCompleted(uint256 indexed rentalId, bool approved);

    /// @notice A party opened a dispute.
    /// @param rentalId The rental.
    /// @param filer The lender or the borrower.
    /// @param reason Why, in the filer's words (kept only in this event).
    event DisputeFiled(uint256 indexed rentalId, address indexed filer, string reason);

    /// @notice A party submitted evidence to an open dispute (ERC-1497 style).
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
    /// @notice The inspection period is outside 1 hour..30 days.
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

    /// @notice Deploys the escrow; the deployer owns it and is the first dispute admin.
    constructor() Ownable(msg.sender) {
        _setDisputeAdmin(msg.sender);
    }

    // ------------------------------------------------------------------ lender: offers

    /**
     * @notice Opens an offer to rent out a tool; the caller becomes its lender.
     * @dev A zero rate (lending for free against collateral) and a zero collateral are allowed, as the
     * app's listing form allows them.
     * @param toolId The app's tool id as bytes32 (ethers `encodeBytes32String`).
     * @param rentalRate Rent in wei per day; must fit 128 bits.
     * @param collateralAmount Refundable collateral in wei; must fit 128 bits.
     * @param inspectionPeriodDuration Seconds the lender has to inspect the returned tool, 1 hour..30 days.
     * @return rentalId The new rental's id.
     */
    function createRentalOffer(
        bytes32 toolId,
        uint256 rentalRate,
        uint256 collateralAmount,
        uint256 inspectionPeriodDuration
    ) external returns (uint256 rentalId) {
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
     * @notice Accepts an open offer and pays rent and collateral into escrow; the caller becomes the borrower.
     * @param rentalId The offer to accept.
     * @param rentalDuration Days to rent, 1..30.
     */
    function acceptRentalOfferAndDepositCollateral(uint256 rentalId, uint256 rentalDuration) external payable {
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
     * @notice The borrower confirms they have the tool; the rental period starts now.
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
    }

    /**
     * @notice The lender approves the returned tool: rent is credited to the lender, collateral to the borrower.
     * @param rentalId The rental, in TOOL_RETURNED or INSPECTION_PERIOD.
     */
    function releaseCollateral(uint256 rentalId) external {
        StoredAgreement storage agreement = _agreement(rentalId);
        _requireReturned(rentalId, agreement);
        _requireLender(agreement);

        emit InspectionCompleted(rentalId, true);
        _settleReturned(rentalId, agreement);
    }

    // ------------------------------------------------------------------ disputes

    /**
     * @notice A party opens a dispute. The lender may dispute a returned tool only until the inspection
     * deadline; the borrower may dispute at any point from the deposit until the rental is settled.
     * @param rentalId The rental, in COLLATERAL_DEPOSITED, RENTAL_ACTIVE, TOOL_RETURNED or INSPECTION_PERIOD.
     * @param reason Why, in the filer's words; kept only in the {DisputeFiled} event.
     */
    function fileDispute(uint256 rentalId, string calldata reason) external {
        StoredAgreement storage agreement = _agreement(rentalId);
        RentalState state = _stateOf(agreement);
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
        emit DisputeFiled(rentalId, msg.sender, reason);
        if (lenderRejectsReturn) emit InspectionCompleted(rentalId, false);
    }

    /**
     * @notice A party submits evidence to an open dispute.
     * @param rentalId The rental, in DISPUTE_OPENED.
     * @param evidenceURI A URI or content hash of the evidence; kept only in the {Evidence} event.
     */
    function submitEvidence(uint256 rentalId, string calldata evidenceURI) external {
        StoredAgreement storage agreement = _inState(rentalId, RentalState.DISPUTE_OPENED);
        _requireParty(agreement);

        emit Evidence(rentalId, msg.sender, evidenceURI);
    }

    /**
     * @notice The dispute admin settles a dispute by splitting the escrow (rent plus collateral).
     * @dev The admin may not judge a rental they are a party to. The lender's share is rounded down;
     * the borrower gets the rest, so no wei is lost. The money moves in {finalizeRental}.
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

        uint256 escrow = _escrow(agreement);
        uint256 lenderShare = (escrow * agreement.lenderShareBps) / BPS_DENOMINATOR;
        agreement.state = RentalState.TRANSACTION_COMPLETED;
        _credit(rentalId, agreement.lender, lenderShare);
        _credit(rentalId, agreement.borrower, escrow - lenderShare);
        emit TransactionCompleted(rentalId);
    }

    // ------------------------------------------------------------------ deadlines and cancellation

    /**
     * @notice Settles a rental when the other party stayed silent past a deadline.
     * The borrower, after the inspection deadline of a returned tool: as {releaseCollateral}.
     * The lender, after `endTime + inspectionPeriodDuration` of an active rental (the tool was never
     * returned): rent and collateral both go to the lender.
     * @param rentalId The rental, in RENTAL_ACTIVE (lender) or TOOL_RETURNED / INSPECTION_PERIOD (borrower).
     */
    function claimCollateralAfterDeadline(uint256 rentalId) external {
        StoredAgreement storage agreement = _agreement(rentalId);
        if (_stateOf(agreement) == RentalState.RENTAL_ACTIVE) {
            _requireLender(agreement);
            _requireAfter(_endTime(agreement) + agreement.inspectionPeriodDuration);

            agreement.state = RentalState.TRANSACTION_COMPLETED;
            _credit(rentalId, msg.sender, _escrow(agreement));
            emit TransactionCompleted(rentalId);
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
        StoredAgreement storage agreement = _agreement(rentalId);
        RentalState state = _stateOf(agreement);
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
     * @notice Pays the caller everything credited to them.
     * @dev Checks-effects-interactions plus a reentrancy guard. If the caller cannot receive ETH the call
     * reverts and the credit stays; nobody else is affected.
     */
    function withdraw() external nonReentrant {
        uint256 amount = _pendingWithdrawals[msg.sender];
        if (amount == 0) revert NothingToWithdraw();

        _pendingWithdrawals[msg.sender] = 0;
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

    // ------------------------------------------------------------------ views

    /**
     * @notice Wei credited to an account and not yet withdrawn.
     * @param account The account.
     * @return amount The credited balance.
     */
    function pendingWithdrawals(address account) external view returns (uint256 amount) {
        return _pendingWithdrawals[account];
    }

    /**
     * @notice A rental's terms, parties, times and state.
     * @dev `endTime` and `inspectionDeadline` are 0 until pickup and return respectively.
     * @param rentalId The rental; reverts with {UnknownRental} outside 1..rentalCount.
     * @return agreement The rental.
     */
    function getAgreement(uint256 rentalId) external view returns (Agreement memory agreement) {
        StoredAgreement storage stored = _agreement(rentalId);
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
            currentState: _stateOf(stored)
        });
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

    /// @dev Completes a returned rental without a dispute: rent to the lender, collateral to the borrower.
    function _settleReturned(uint256 rentalId, StoredAgreement storage agreement) private {
        agreement.state = RentalState.TRANSACTION_COMPLETED;
        _credit(rentalId, agreement.lender, _rent(agreement));
        _credit(rentalId, agreement.borrower, agreement.collateralAmount);
        emit TransactionCompleted(rentalId);
    }

    /// @dev Credits escrowed wei to a recipient. Zero credits are skipped: no event, no storage write.
    function _credit(uint256 rentalId, address recipient, uint256 amount) private {
        if (amount == 0) return;
        _pendingWithdrawals[recipient] += amount;
        emit CollateralReleased(rentalId, recipient, amount);
    }

    function _setDisputeAdmin(address admin) private {
        emit DisputeAdminChanged(_disputeAdmin, admin);
        _disputeAdmin = admin;
    }

    /// @dev The stored rental, or {UnknownRental} outside 1..rentalCount.
    function _agreement(uint256 rentalId) private view returns (StoredAgreement storage agreement) {
        if (rentalId == 0 || rentalId > _rentalCount) revert UnknownRental(rentalId);
        return _agreements[rentalId];
    }

    /// @dev The stored rental, which must be in `expected`, else {InvalidState}.
    function _inState(
        uint256 rentalId,
        RentalState expected
    ) private view returns (StoredAgreement storage agreement) {
        agreement = _agreement(rentalId);
        RentalState state = _stateOf(agreement);
        if (state != expected) revert InvalidState(rentalId, state);
    }

    /// @dev The tool must be back: TOOL_RETURNED or INSPECTION_PERIOD, else {InvalidState}.
    function _requireReturned(uint256 rentalId, StoredAgreement storage agreement) private view {
        RentalState state = _stateOf(agreement);
        if (state != RentalState.TOOL_RETURNED && state != RentalState.INSPECTION_PERIOD) {
            revert InvalidState(rentalId, state);
        }
    }

    /// @dev An open offer is stored with state NONE_INITIATED (its slot 0 stays empty until a borrower
    /// accepts, which keeps an offer three slots cheap); a rental that exists is never NONE_INITIATED.
    function _stateOf(StoredAgreement storage agreement) private view returns (RentalState) {
        RentalState stored = agreement.state;
        return stored == RentalState.NONE_INITIATED ? RentalState.AWAITING_COLLATERAL : stored;
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
