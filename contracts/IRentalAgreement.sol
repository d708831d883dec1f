// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/**
 * @title IRentalAgreement
 * @author Toolshare
 * @notice The public interface of the Toolshare escrow (shared/design/rental-agreement.md): its states,
 * structs, events, errors and external functions. {RentalAgreement} implements it; the front end, the
 * scripts and outside tools depend on these names and signatures only.
 */
interface IRentalAgreement {
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

    // ------------------------------------------------------------------ events

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

    // ------------------------------------------------------------------ errors

    /// @notice Raised by every function that takes a `rentalId` when no rental has this id (outside
    /// 1..rentalCount).
    /// @param rentalId The id asked for.
    error UnknownRental(uint256 rentalId);
    /// @notice Raised when a step is asked of a rental whose state does not allow it (see the design's
    /// transition table), whoever calls it.
    /// @param rentalId The rental.
    /// @param current Its current state.
    error InvalidState(uint256 rentalId, RentalState current);
    /// @notice Raised when someone other than the rental's lender confirms the receipt, releases the
    /// collateral, cancels an open offer or claims a never-returned tool.
    error NotLender();
    /// @notice Raised when someone other than the rental's borrower confirms the pickup, marks the tool
    /// returned or claims after the inspection deadline.
    error NotBorrower();
    /// @notice Raised when someone who is neither the lender nor the borrower files a dispute, submits
    /// evidence, cancels a deposit, finalizes a ruling (unless the rental's dispute admin) or claims the
    /// default split of an unruled dispute.
    error NotParty();
    /// @notice Raised by {resolveDispute} when the caller is not the rental's dispute admin, or is a party to it.
    error NotDisputeAdmin();
    /// @notice Raised when a lender tries to accept their own offer, signed or on chain.
    error LenderCannotRent();
    /// @notice Raised on acceptance when the rental duration is outside 1..30 days.
    /// @param durationDays The duration asked for.
    error InvalidDuration(uint256 durationDays);
    /// @notice Raised when an offer (on chain or signed) asks for an inspection period outside 1 day..30 days.
    /// @param periodSeconds The period asked for.
    error InvalidInspectionPeriod(uint256 periodSeconds);
    /// @notice Raised on acceptance when `msg.value` is not exactly the collateral plus rent for the duration.
    /// @param expected Wei required.
    /// @param sent Wei sent.
    error WrongPayment(uint256 expected, uint256 sent);
    /// @notice Raised by {claimCollateralAfterDeadline} when the deadline it relies on has not passed yet.
    /// @param deadline The deadline (unix seconds); the action is allowed after it.
    error DeadlineNotReached(uint256 deadline);
    /// @notice Raised when the lender disputes a returned tool after the inspection deadline.
    /// @param deadline The deadline (unix seconds).
    error DeadlinePassed(uint256 deadline);
    /// @notice Raised by {resolveDispute} when the lender's share is above 10000 basis points.
    /// @param bps The share asked for.
    error InvalidShare(uint256 bps);
    /// @notice Raised by {withdraw} when the caller has no credited balance.
    error NothingToWithdraw();
    /// @notice Raised by {setDisputeAdmin} when given the zero address.
    error ZeroAddress();
    /// @notice Raised when an offer's rate or collateral does not fit the 128 bits an escrow amount is stored in.
    /// @param amount The amount asked for.
    error AmountTooLarge(uint256 amount);
    /// @notice Raised by `renounceOwnership`, always: an ownerless contract could never appoint a new
    /// dispute admin.
    error OwnershipCannotBeRenounced();
    /// @notice Raised by {acceptSignedRentalOffer} when the offer expired: it was good while the block time
    /// was at most `expiry`.
    /// @param expiry The offer's expiry (unix seconds).
    error OfferExpired(uint256 expiry);
    /// @notice Raised by {acceptSignedRentalOffer} when the offer carries another nonce than the lender's
    /// current one for the tool: it was used, cancelled, or signed ahead.
    /// @param expected The current nonce, {offerNonce}.
    /// @param given The offer's nonce.
    error StaleOfferNonce(uint256 expected, uint256 given);
    /// @notice Raised by {acceptSignedRentalOffer} when the signature is not the offer's lender's signature
    /// of exactly these terms, on this contract and chain.
    error InvalidOfferSignature();

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
    ) external returns (uint256 rentalId);

    /**
     * @notice Makes every outstanding signed offer of the caller for `toolId` worthless, by raising
     * {offerNonce}. Works while paused.
     * @param toolId The tool whose signed offers to cancel.
     */
    function cancelSignedOffers(bytes32 toolId) external;

    // ------------------------------------------------------------------ borrower: accept, pickup, return

    /**
     * @notice Accepts an open offer and pays rent and collateral into escrow; the caller becomes the
     * borrower. Refused while paused.
     * @param rentalId The offer to accept.
     * @param rentalDuration Days to rent, 1..30.
     */
    function acceptRentalOfferAndDepositCollateral(uint256 rentalId, uint256 rentalDuration) external payable;

    /**
     * @notice Accepts a lender's signed offer and pays rent and collateral into escrow, in one transaction:
     * opens rental `rentalCount + 1` with the offer's terms, the caller as its borrower, and uses the
     * signature up (raises {offerNonce}). Refused while paused.
     * @dev Checks, in this order: pause, caller not the lender, duration, inspection period and amounts (as
     * {createRentalOffer}), expiry, nonce, signature, payment. The signer must be `offer.lender`: an account
     * (65-byte ECDSA signature; high-s and malformed signatures refused) or a smart account answering
     * EIP-1271 `isValidSignature`. Emits {RentalCreated} then {CollateralDeposited}, as the two-step path.
     * @param offer The signed terms (EIP-712 type `RentalOffer`).
     * @param signature The lender's signature of `offer` on this contract's EIP-712 domain.
     * @param rentalDuration Days to rent, 1..30.
     * @return rentalId The new rental's id.
     */
    function acceptSignedRentalOffer(
        RentalOffer calldata offer,
        bytes calldata signature,
        uint256 rentalDuration
    ) external payable returns (uint256 rentalId);

    /**
     * @notice The borrower confirms they have the tool; the rental period starts now. The lender hands the
     * tool over only once this confirmation is mined.
     * @param rentalId The rental.
     */
    function confirmToolPickup(uint256 rentalId) external;

    /**
     * @notice The borrower confirms they gave the tool back; the lender's inspection period starts now.
     * A return after `endTime` costs the daily rate for each started day late (see {settlementOf}).
     * Also during a dispute filed before the return: the return time is recorded (the late fee counts to
     * it) and the rental stays disputed.
     * @param rentalId The rental, in RENTAL_ACTIVE, or in DISPUTE_OPENED without a return time.
     */
    function markToolReturned(uint256 rentalId) external;

    // ------------------------------------------------------------------ lender: receipt and release

    /**
     * @notice The lender confirms they have the tool back and are inspecting it.
     * @param rentalId The rental.
     */
    function confirmToolReceiptAndInspect(uint256 rentalId) external;

    /**
     * @notice The lender approves the returned tool: rent plus any late fee is credited to the lender, the
     * rest of the collateral to the borrower.
     * @param rentalId The rental, in TOOL_RETURNED or INSPECTION_PERIOD.
     */
    function releaseCollateral(uint256 rentalId) external;

    // ------------------------------------------------------------------ disputes

    /**
     * @notice A party opens a dispute; the rental's dispute admin ({disputeAdminOf}) then has 30 days to
     * rule. Only once the tool was picked up: before that nothing has changed hands and either party
     * cancels with a full refund. The lender may dispute a returned tool only until the inspection
     * deadline; the borrower may dispute from the pickup until the rental is settled.
     * @param rentalId The rental, in RENTAL_ACTIVE, TOOL_RETURNED or INSPECTION_PERIOD.
     * @param reason Why, in the filer's words; kept only in the {DisputeFiled} event.
     */
    function fileDispute(uint256 rentalId, string calldata reason) external;

    /**
     * @notice A party records evidence about the rental: condition photos at pickup and at return, or
     * material for an open dispute. Allowed from the deposit until the dispute is ruled on, so that
     * evidence is timestamped on chain when it is taken.
     * @param rentalId The rental, in COLLATERAL_DEPOSITED .. DISPUTE_OPENED.
     * @param evidenceURI A URI or content hash of the evidence; kept only in the {Evidence} event.
     */
    function submitEvidence(uint256 rentalId, string calldata evidenceURI) external;

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
    function resolveDispute(uint256 rentalId, uint16 lenderShareBps, string calldata resolutionDetails) external;

    /**
     * @notice Credits the resolved shares of a settled dispute and completes the rental. The lender, the
     * borrower or the rental's dispute admin may call it.
     * @param rentalId The rental, in RESOLUTION_REACHED.
     */
    function finalizeRental(uint256 rentalId) external;

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
    function claimCollateralAfterDeadline(uint256 rentalId) external;

    /**
     * @notice Cancels a rental before pickup: the lender withdraws an open offer, or either party calls off
     * an accepted one, in which case the borrower's whole deposit is credited back to them.
     * @param rentalId The rental, in AWAITING_COLLATERAL (lender) or COLLATERAL_DEPOSITED (lender or borrower).
     */
    function cancelRental(uint256 rentalId) external;

    // ------------------------------------------------------------------ payouts and administration

    /**
     * @notice Pays the caller everything credited to them. Works while paused. If the caller cannot receive
     * ETH the call reverts and the credit stays; nobody else is affected.
     */
    function withdraw() external;

    /**
     * @notice Sets who resolves the disputes of rentals picked up from the next block on; a rental already
     * picked up (or picked up in this block) keeps the admin it had (see {disputeAdminOf}).
     * @param admin The new dispute admin; not the zero address.
     */
    function setDisputeAdmin(address admin) external;

    /**
     * @notice Stops new offers and acceptances. Every other step (pickup, return, release, claims,
     * cancellations, disputes, evidence, rulings, finalization and withdrawals) keeps working.
     */
    function pause() external;

    /// @notice Lets new offers and acceptances in again.
    function unpause() external;

    // ------------------------------------------------------------------ views

    /**
     * @notice Wei credited to an account and not yet withdrawn.
     * @param account The account.
     * @return amount The credited balance.
     */
    function pendingWithdrawals(address account) external view returns (uint256 amount);

    /**
     * @notice A rental's terms, parties, times and state.
     * @dev `endTime` and `inspectionDeadline` are 0 until pickup and return respectively.
     * @param rentalId The rental; reverts with {UnknownRental} outside 1..rentalCount.
     * @return agreement The rental.
     */
    function getAgreement(uint256 rentalId) external view returns (Agreement memory agreement);

    /**
     * @notice How the escrow of a rental is (or would be) split between lender and borrower.
     * @dev By state: AWAITING_COLLATERAL (nothing deposited) 0 and 0. COLLATERAL_DEPOSITED: rent and
     * collateral, as a release after an on-time return. RENTAL_ACTIVE: as a release if the tool were marked
     * returned now (late fee up to now included). TOOL_RETURNED, INSPECTION_PERIOD: what a release or the
     * borrower's claim credits, late fee included. DISPUTE_OPENED: the default split a claim after the
     * ruling period would credit now (see {claimCollateralAfterDeadline}). RESOLUTION_REACHED: the resolved
     * split. TRANSACTION_COMPLETED: what was credited. RENTAL_CANCELLED: what was refunded (0 and the
     * deposit, or 0 and 0 for an open offer). Always `toLender + toBorrower` = the escrow (0 without a deposit).
     * @param rentalId The rental; reverts with {UnknownRental} outside 1..rentalCount.
     * @return toLender Wei to the lender: rent plus the late fee, or the lender's share.
     * @return toBorrower Wei to the borrower: the rest of the escrow.
     */
    function settlementOf(uint256 rentalId) external view returns (uint256 toLender, uint256 toBorrower);

    /**
     * @notice A rental's dispute: when it was filed and the lender's resolved share.
     * @param rentalId The rental; reverts with {UnknownRental} outside 1..rentalCount.
     * @return disputedAt When the dispute was filed (unix seconds), 0 if never.
     * @return lenderShareBps The lender's share in basis points the admin ruled; 0 when nobody ruled (a
     * ruling-period timeout claim included).
     */
    function disputeOf(uint256 rentalId) external view returns (uint256 disputedAt, uint16 lenderShareBps);

    /**
     * @notice How many rentals exist; their ids run 1..rentalCount.
     * @return count The number of rentals.
     */
    function rentalCount() external view returns (uint256 count);

    /**
     * @notice Who resolves the disputes of rentals picked up from the next block on (the deployer at first).
     * @return admin The current dispute admin.
     */
    function disputeAdmin() external view returns (address admin);

    /**
     * @notice Who rules a rental's dispute: the admin whose appointment was mined in a block before the
     * rental's pickup (an appointment in the pickup's own block counts only for later pickups); before
     * pickup, the current {disputeAdmin}.
     * @param rentalId The rental; reverts with {UnknownRental} outside 1..rentalCount.
     * @return admin The rental's dispute admin.
     */
    function disputeAdminOf(uint256 rentalId) external view returns (address admin);

    /**
     * @notice The nonce the next signed offer of `lender` for `toolId` must carry. Starts at 0; accepting a
     * signed offer and {cancelSignedOffers} each raise it by one.
     * @param lender The lender.
     * @param toolId The tool.
     * @return nonce The current nonce.
     */
    function offerNonce(address lender, bytes32 toolId) external view returns (uint256 nonce);
}
