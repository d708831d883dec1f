// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/**
 * @title IRentalAgreement
 * @author Toolshare
 * @notice The public interface of the Toolshare escrow, version 4 (shared/design/rental-agreement.md): its states,
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

    /// @notice The asset a rental is paid in: ETH, or an ERC-20 the owner accepted ({setPaymentToken}).
    enum CollateralType {
        ETH,
        ERC20
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
        address paymentToken;
    }

    /// @notice A lender's signed offer for one tool (EIP-712 type `RentalOffer`, see {RENTAL_OFFER_TYPEHASH}).
    struct RentalOffer {
        address lender;
        bytes32 toolId;
        address paymentToken;
        uint256 rentalRate;
        uint256 collateralAmount;
        uint256 inspectionPeriodDuration;
        uint256 cancellationFeeBps;
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

    /// @notice A borrower accepted an offer and paid rent and collateral into escrow. Always followed by
    /// {RentalBooked}.
    /// @param rentalId The rental.
    /// @param borrower Who accepted and paid.
    /// @param rentalDuration Days rented.
    /// @param amount Escrowed, in the rental's payment token (wei for ETH): collateral plus rent for the whole
    /// duration.
    event CollateralDeposited(
        uint256 indexed rentalId,
        address indexed borrower,
        uint256 rentalDuration,
        uint256 amount
    );

    /// @notice A deposit booked its tool's calendar: the range `[startTime, endTime)` is the rental's until it
    /// completes or is cancelled. Emitted right after every {CollateralDeposited}.
    /// @param rentalId The rental.
    /// @param lender The tool's lender.
    /// @param toolId The tool.
    /// @param startTime The booked start (unix seconds, a whole hour).
    /// @param endTime The booked end: `startTime + rentalDuration days`.
    /// @param paymentToken The token the rental is paid in; `address(0)` for ETH.
    event RentalBooked(
        uint256 indexed rentalId,
        address indexed lender,
        bytes32 indexed toolId,
        uint256 startTime,
        uint256 endTime,
        address paymentToken
    );

    /// @notice The borrower picked the tool up.
    /// @param rentalId The rental.
    /// @param borrower The borrower.
    /// @param startTime The booked start (unix seconds).
    /// @param endTime The booked end (unix seconds); the late fee counts from it.
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

    /// @notice Escrowed money was credited to a recipient's pending withdrawals, in the rental's token.
    /// @param rentalId The rental the money came from.
    /// @param recipient Who was credited.
    /// @param amount Credited, in the rental's payment token (wei for ETH).
    event CollateralReleased(uint256 indexed rentalId, address indexed recipient, uint256 amount);

    /// @notice A rental was cancelled before pickup.
    /// @param rentalId The rental.
    /// @param cancelledBy The lender or the borrower.
    event RentalCancelled(uint256 indexed rentalId, address indexed cancelledBy);

    /// @notice A rental is over and its escrow fully credited.
    /// @param rentalId The rental.
    event TransactionCompleted(uint256 indexed rentalId);

    /// @notice An account collected its credited ETH.
    /// @param account Who was paid.
    /// @param amount Wei paid.
    event Withdrawal(address indexed account, uint256 amount);

    /// @notice An account collected its credit in an ERC-20 token.
    /// @param account Who was paid.
    /// @param token The token.
    /// @param amount Paid, in the token's units.
    event TokenWithdrawal(address indexed account, address indexed token, uint256 amount);

    /// @notice The owner accepted a payment token for new rentals, or stopped accepting it.
    /// @param token The ERC-20 token.
    /// @param accepted Whether new rentals may be paid in it.
    event PaymentTokenSet(address indexed token, bool accepted);

    /// @notice The owner appointed a dispute admin, who takes office at `effectiveAt` and rules the rentals
    /// deposited from then on (the deployer's appointment, at deployment, takes effect at once).
    /// @param admin The new dispute admin.
    /// @param effectiveAt When the appointment takes effect (unix seconds, inclusive).
    event DisputeAdminScheduled(address indexed admin, uint256 effectiveAt);

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
    /// @notice Raised on acceptance when `msg.value` is not exactly the collateral plus rent for the duration
    /// (an ETH rental), or is not 0 (a token rental: `expected` is then 0).
    /// @param expected Wei required.
    /// @param sent Wei sent.
    error WrongPayment(uint256 expected, uint256 sent);
    /// @notice Raised by {claimCollateralAfterDeadline} when the deadline it relies on has not passed yet.
    /// @param deadline The deadline (unix seconds); the action is allowed after it.
    error DeadlineNotReached(uint256 deadline);
    /// @notice Raised when the lender disputes a returned tool after the inspection deadline, and by
    /// {confirmToolPickup} from the booked `endTime` on (the deposit can then only be cancelled).
    /// @param deadline The deadline (unix seconds).
    error DeadlinePassed(uint256 deadline);
    /// @notice Raised by {resolveDispute} when the lender's share is above 10000 basis points.
    /// @param bps The share asked for.
    error InvalidShare(uint256 bps);
    /// @notice Raised by {withdraw} and {withdrawToken} when the caller has no credit to collect.
    error NothingToWithdraw();
    /// @notice Raised by {setDisputeAdmin} and {setPaymentToken} when given the zero address.
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
    /// current one for the tool: it was cancelled ({cancelSignedOffers}), or signed ahead.
    /// @param expected The current nonce, {offerNonce}.
    /// @param given The offer's nonce.
    error StaleOfferNonce(uint256 expected, uint256 given);
    /// @notice Raised by {acceptSignedRentalOffer} when the signature is not the offer's lender's signature
    /// of exactly these terms, on this contract and chain.
    error InvalidOfferSignature();
    /// @notice Raised on acceptance when the requested range overlaps a live booking of the same tool
    /// (same lender and toolId), whichever kind of offer either came from.
    /// @param startTime The start of the earliest conflicting live rental's range (unix seconds).
    /// @param endTime The end of that range (unix seconds, exclusive).
    error ToolAlreadyBooked(uint256 startTime, uint256 endTime);
    /// @notice Raised by {acceptSignedRentalOffer}, {acceptSignedRentalOfferWithPermit} and {isBooked} when
    /// the start is neither 0 (now) nor a whole hour from the current hour to {MAX_BOOKING_ADVANCE} ahead.
    /// @param startTime The start asked for.
    error InvalidStartTime(uint256 startTime);
    /// @notice Raised by {confirmToolPickup} more than {PICKUP_LEAD} before the booked start.
    /// @param opensAt When the pickup window opens: `startTime - PICKUP_LEAD` (unix seconds).
    error PickupNotOpen(uint256 opensAt);
    /// @notice Raised on acceptance when the offer's payment token is not accepted (or, for the permit path,
    /// is ETH), or when a token transfer moved another amount than asked (fee-on-transfer and similar tokens).
    /// @param token The token.
    error UnsupportedToken(address token);
    /// @notice Raised on acceptance when a signed offer's cancellation fee is above 5,000 basis points.
    /// @param bps The fee asked for.
    error InvalidCancellationFee(uint256 bps);

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
     * {offerNonce} (the only thing that raises it). Works while paused.
     * @param toolId The tool whose signed offers to cancel.
     */
    function cancelSignedOffers(bytes32 toolId) external;

    // ------------------------------------------------------------------ borrower: accept, pickup, return

    /**
     * @notice Accepts an open offer and pays rent and collateral into escrow, in ETH; the caller becomes the
     * borrower and books the tool from the current hour (`startTime` 0). Refused while paused, and with
     * {ToolAlreadyBooked} when the range overlaps a live booking of the tool.
     * @param rentalId The offer to accept.
     * @param rentalDuration Days to rent, 1..30.
     */
    function acceptRentalOfferAndDepositCollateral(uint256 rentalId, uint256 rentalDuration) external payable;

    /**
     * @notice Accepts a lender's signed offer, books the tool and pays rent and collateral into escrow, in one
     * transaction: opens rental `rentalCount + 1` with the offer's terms and the caller as its borrower. The
     * signature stays good for further bookings that do not overlap (until its expiry or {cancelSignedOffers}).
     * Refused while paused.
     * @dev Checks, in this order: pause, caller not the lender, duration, inspection period, amounts and
     * cancellation fee, expiry, nonce, signature, then the payment token ({UnsupportedToken}), the start
     * ({InvalidStartTime}), the range ({ToolAlreadyBooked}), then payment: ETH exactly in `msg.value`, or (with
     * `msg.value` 0) the token pulled with `transferFrom` after an `approve`, its arrival checked by balance.
     * The signer must be `offer.lender`: an account (65-byte ECDSA signature; high-s and malformed signatures
     * refused) or a smart account answering EIP-1271 `isValidSignature`. Emits {RentalCreated},
     * {CollateralDeposited} and {RentalBooked}.
     * @param offer The signed terms (EIP-712 type `RentalOffer`, domain version "4").
     * @param signature The lender's signature of `offer` on this contract's EIP-712 domain.
     * @param startTime 0 for now (the current hour), or a whole hour (unix seconds) up to 180 days ahead.
     * @param rentalDuration Days to rent, 1..30.
     * @return rentalId The new rental's id.
     */
    function acceptSignedRentalOffer(
        RentalOffer calldata offer,
        bytes calldata signature,
        uint256 startTime,
        uint256 rentalDuration
    ) external payable returns (uint256 rentalId);

    /**
     * @notice As {acceptSignedRentalOffer} for a token offer, paying with an EIP-2612 `permit` signature
     * instead of a prior `approve`: one transaction for the borrower.
     * @dev The token's `permit(borrower, this, total, permitDeadline, v, r, s)` is tried first and its failure
     * ignored (a permit front-run by someone else already set the allowance, as OpenZeppelin's SafeERC20 /
     * IERC20Permit docs advise); the `transferFrom` then needs the allowance. Reverts with
     * `UnsupportedToken(address(0))` for an ETH offer.
     * @param offer The signed terms.
     * @param signature The lender's signature of `offer`.
     * @param startTime 0 for now, or a whole hour up to 180 days ahead.
     * @param rentalDuration Days to rent, 1..30.
     * @param permitDeadline The permit's deadline.
     * @param v The permit signature's `v`.
     * @param r The permit signature's `r`.
     * @param s The permit signature's `s`.
     * @return rentalId The new rental's id.
     */
    function acceptSignedRentalOfferWithPermit(
        RentalOffer calldata offer,
        bytes calldata signature,
        uint256 startTime,
        uint256 rentalDuration,
        uint256 permitDeadline,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external returns (uint256 rentalId);

    /**
     * @notice The borrower confirms they have the tool. The lender hands the tool over only once this
     * confirmation is mined. Allowed while `startTime - PICKUP_LEAD <= now < endTime` ({PickupNotOpen} before,
     * {DeadlinePassed} from `endTime` on); the rental's times stay the booked ones.
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
     * @notice Settles a rental when the other side stayed silent past a deadline (all amounts in the
     * rental's token).
     * The borrower, after the inspection deadline of a returned tool: as {releaseCollateral}.
     * The lender, after `endTime + inspectionPeriodDuration` of an active rental (the tool was never
     * returned): rent and collateral both go to the lender.
     * Either party, after `disputedAt + DISPUTE_RULING_PERIOD` of a dispute the admin left unruled (and,
     * when the tool was never marked returned, also after `endTime + inspectionPeriodDuration`): the
     * default split. A tool marked returned (before or during the dispute): rent and the late fee to the
     * lender, the rest of the collateral split in half (the lender's half rounded down). A tool never
     * marked returned: the whole escrow to the lender, as the non-return claim.
     * @param rentalId The rental, in RENTAL_ACTIVE (lender), TOOL_RETURNED / INSPECTION_PERIOD (borrower)
     * or DISPUTE_OPENED (lender or borrower).
     */
    function claimCollateralAfterDeadline(uint256 rentalId) external;

    /**
     * @notice Cancels a rental before pickup and frees its booked range: the lender withdraws an open offer,
     * or either party calls off an accepted one. The lender before `endTime`: the whole deposit back to the
     * borrower. The borrower, or either party from `endTime` on: the cancellation fee (the offer's
     * `cancellationFeeBps` of the rent, rounded down) to the lender, the rest to the borrower. Emits
     * {RentalCancelled} and a {CollateralReleased} per non-zero credit.
     * @param rentalId The rental, in AWAITING_COLLATERAL (lender) or COLLATERAL_DEPOSITED (lender or borrower).
     */
    function cancelRental(uint256 rentalId) external;

    // ------------------------------------------------------------------ payouts and administration

    /**
     * @notice Pays the caller all the ETH credited to them. Works while paused. If the caller cannot receive
     * ETH the call reverts and the credit stays; nobody else is affected.
     */
    function withdraw() external;

    /**
     * @notice Pays the caller everything credited to them in `token`. Works while paused. Emits {TokenWithdrawal}.
     * @param token The ERC-20 token.
     */
    function withdrawToken(address token) external;

    /**
     * @notice Schedules a new dispute admin, who takes office {DISPUTE_ADMIN_DELAY} from now and rules the
     * rentals deposited from then on; until then the admin in office rules new deposits. A rental keeps the
     * admin in office at its deposit for good. A new call replaces a pending appointment. Emits
     * {DisputeAdminScheduled}.
     * @param admin The new dispute admin; not the zero address.
     */
    function setDisputeAdmin(address admin) external;

    /**
     * @notice Accepts (or stops accepting) an ERC-20 for new rentals. Only plain tokens: the contract refuses
     * any transfer that moves another amount than asked. Live rentals in a token no longer accepted settle
     * and withdraw as usual. Emits {PaymentTokenSet}.
     * @param token The token; not the zero address (ETH is always accepted).
     * @param accepted Whether new rentals may be paid in it.
     */
    function setPaymentToken(address token, bool accepted) external;

    /**
     * @notice Stops new offers and acceptances. Every other step (pickup, return, release, claims,
     * cancellations, disputes, evidence, rulings, finalization and withdrawals) keeps working.
     */
    function pause() external;

    /// @notice Lets new offers and acceptances in again.
    function unpause() external;

    // ------------------------------------------------------------------ views

    /**
     * @notice Whether new rentals may be paid in `token`: true for `address(0)` (ETH) and accepted tokens.
     * @param token The token.
     * @return accepted Whether it is accepted.
     */
    function isPaymentToken(address token) external view returns (bool accepted);

    /**
     * @notice Credited to an account in `token` and not yet withdrawn (`address(0)`: ETH, as {pendingWithdrawals}).
     * @param token The token.
     * @param account The account.
     * @return amount The credited balance, in the token's units.
     */
    function pendingTokenWithdrawals(address token, address account) external view returns (uint256 amount);

    /**
     * @notice The cancellation fee the rental's offer named (0 for on-chain offers).
     * @param rentalId The rental; reverts with {UnknownRental} outside 1..rentalCount.
     * @return bps The fee, in basis points of the rent.
     */
    function cancellationFeeOf(uint256 rentalId) external view returns (uint256 bps);

    /**
     * @notice Whether a rental of (`lender`, `toolId`) with these times would be refused for an overlap.
     * @param lender The tool's lender.
     * @param toolId The tool.
     * @param startTime 0 for now, or a whole hour up to 180 days ahead; else {InvalidStartTime}.
     * @param rentalDuration Days, 1..30; else {InvalidDuration}.
     * @return booked Whether the range overlaps a live booking.
     */
    function isBooked(
        address lender,
        bytes32 toolId,
        uint256 startTime,
        uint256 rentalDuration
    ) external view returns (bool booked);

    /**
     * @notice The scheduled dispute admin who has not taken office yet, and when they will.
     * @return admin The scheduled admin (zero when none, or once in office).
     * @return effectiveAt When they take office (zero when none).
     */
    function pendingDisputeAdmin() external view returns (address admin, uint256 effectiveAt);

    /**
     * @notice ETH credited to an account and not yet withdrawn.
     * @param account The account.
     * @return amount The credited balance.
     */
    function pendingWithdrawals(address account) external view returns (uint256 amount);

    /**
     * @notice A rental's terms, parties, times, state and payment token.
     * @dev `startTime` and `endTime` are the booked range from the deposit on (0 before it);
     * `inspectionDeadline` is 0 until the return.
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
     * deposit less the cancellation fee, the fee to the lender; 0 and 0 for an open offer). Always
     * `toLender + toBorrower` = the escrow (0 without a deposit), in the rental's token.
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
     * @notice The dispute admin in office now, who rules the rentals deposited now (the deployer at first).
     * @return admin The current dispute admin.
     */
    function disputeAdmin() external view returns (address admin);

    /**
     * @notice Who rules a rental's dispute: the admin in office when its deposit was made, for good; before a
     * deposit, the current {disputeAdmin}.
     * @param rentalId The rental; reverts with {UnknownRental} outside 1..rentalCount.
     * @return admin The rental's dispute admin.
     */
    function disputeAdminOf(uint256 rentalId) external view returns (address admin);

    /**
     * @notice The nonce the signed offers of `lender` for `toolId` must carry. Starts at 0; only
     * {cancelSignedOffers} raises it (accepting a signed offer does not).
     * @param lender The lender.
     * @param toolId The tool.
     * @return nonce The current nonce.
     */
    function offerNonce(address lender, bytes32 toolId) external view returns (uint256 nonce);
}
