// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Address} from "@openzeppelin/contracts/utils/Address.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";
import {IRentalAgreement} from "./IRentalAgreement.sol";
import {BookingCalendar} from "./libraries/BookingCalendar.sol";
import {RentalPacking} from "./libraries/RentalPacking.sol";

/**
 * @title RentalAgreement
 * @author Toolshare
 * @notice Escrow for peer-to-peer tool rentals paid in ETH or an accepted ERC-20 (version 4). One contract
 * holds every rental, keyed by `rentalId` (1, 2, 3, ...). A lender offers a tool, either by signing its terms
 * (EIP-712, no transaction: a borrower books and pays in one transaction with {acceptSignedRentalOffer}, and
 * one signature serves every booking that fits the tool's calendar) or on chain ({createRentalOffer}, then
 * {acceptRentalOfferAndDepositCollateral}, ETH only). Every deposit books a range of hours of its tool; no
 * two live rentals of a tool overlap. The money stays here until the rental completes, is cancelled, or a
 * dispute is settled. Every payout is a credit, per token and account ({pendingWithdrawals},
 * {pendingTokenWithdrawals}), collected with {withdraw} or {withdrawToken} (pull payments only), so a
 * recipient that cannot receive blocks nobody else.
 *
 * No escrow is locked for good: from every live rental one party alone can end it once a deadline has
 * passed (the inspection deadline, `endTime + inspectionPeriodDuration`, or the 30-day dispute ruling
 * period), whatever the other party, the dispute admin and the owner do, and even while paused.
 *
 * The interface (states, structs, events, errors, functions) is {IRentalAgreement}; the bit layout of a
 * stored rental is {RentalPacking}; the tools' calendars are {BookingCalendar}.
 *
 * @dev Each rental takes four storage slots (see {StoredAgreement}). `endTime`, `inspectionDeadline` and
 * the late fee are not stored: they are derived from `startTime + rentalDuration days`,
 * `returnedAt + inspectionPeriodDuration` and those two times. Each rental's dispute admin is fixed at its
 * deposit as an index into the list of appointments, read from the slot every deposit reads anyway.
 */
contract RentalAgreement is IRentalAgreement, EIP712, Ownable2Step, Pausable, ReentrancyGuardTransient {
    using BookingCalendar for BookingCalendar.Calendar;
    using SafeERC20 for IERC20;

    /**
     * @dev A rental as stored: four words, packed by hand (see {RentalPacking}) so that every step reads each
     * word it needs once and writes it once. `progress` stays 0 while an on-chain offer is open (state
     * NONE_INITIATED there reads as AWAITING_COLLATERAL, see {_stateOf}), so opening an offer writes three words.
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
    /// @notice The highest cancellation fee a signed offer may name, in basis points of the rent.
    uint256 public constant MAX_CANCELLATION_FEE_BPS = 5_000;
    /// @notice How long the dispute admin has to rule; after it either party may take the default split.
    uint256 public constant DISPUTE_RULING_PERIOD = 30 days;
    /// @notice How long after {setDisputeAdmin} the new admin takes office.
    uint256 public constant DISPUTE_ADMIN_DELAY = 2 days;
    /// @notice How far ahead a booking may start, from the current hour.
    uint256 public constant MAX_BOOKING_ADVANCE = 180 days;
    /// @notice How long before the booked start the pickup window opens.
    uint256 public constant PICKUP_LEAD = 12 hours;
    /// @notice Bookings are in whole hours.
    uint256 public constant BOOKING_UNIT = 1 hours;
    /// @notice The lender's share of the disputed part of an escrow whose dispute the admin left unruled: half,
    /// rounded down. The disputed part is the collateral left after the late fee of a returned tool (see
    /// {claimCollateralAfterDeadline}).
    uint16 public constant DEFAULT_LENDER_SHARE_BPS = 5_000;

    /**
     * @notice The EIP-712 type hash of `RentalOffer`; the domain is "Toolshare RentalAgreement", version "4".
     * @dev keccak256 of the type string, exactly (one line, no spaces after the commas):
     * `RentalOffer(address lender,bytes32 toolId,address paymentToken,uint256 rentalRate,uint256
     * collateralAmount,uint256 inspectionPeriodDuration,uint256 cancellationFeeBps,uint256 nonce,uint256
     * expiry)`. Written as its hash so that no literal is longer than a word; the tests check it against the
     * string.
     */
    bytes32 public constant RENTAL_OFFER_TYPEHASH = 0x2ea42651a61aa57b9750fe71f7b35436d59950f58d88c7a053241aec1161b13c;

    /// @dev Set in a pending-withdrawal slot once it has held a credit, so that a withdrawal leaves the
    /// slot non-zero and the next credit is a cheap rewrite rather than a fresh write. The credit is the
    /// other 255 bits.
    uint256 private constant _USED_SLOT = 1 << 255;
    uint256 private constant _AMOUNT_MASK = _USED_SLOT - 1;
    /// @dev In {_tokens}: the token's index (low byte) and whether it is accepted (the next bit).
    uint256 private constant _TOKEN_INDEX_MASK = 0xff;
    uint256 private constant _TOKEN_ACCEPTED = 1 << 8;
    /// @dev Set in the return-time field of a rental cancelled with the cancellation fee (a cancelled rental
    /// has no return), so that {settlementOf} reports the split that was made.
    uint256 private constant _FEE_CHARGED = 1;

    /// @dev Declared first so that they share a slot with Ownable2Step's `_pendingOwner` and Pausable's
    /// `_paused`: every deposit reads the pause flag, the counter and the admin schedule in one load.
    uint32 private _rentalCount;
    /// @dev The index in {_admins} of the latest appointment, and when it takes (or took) office.
    uint16 private _latestAdminIndex;
    uint40 private _latestAdminEffectiveAt;
    /// @dev Every appointment that took office, and the pending one last; index 0 is the deployer.
    mapping(uint256 index => address admin) private _admins;
    mapping(uint256 rentalId => StoredAgreement) private _agreements;
    mapping(address account => uint256 usedFlagAndAmount) private _pendingWithdrawals;
    mapping(address lender => mapping(bytes32 toolId => uint256 nonce)) private _offerNonces;
    BookingCalendar.Calendar private _calendar;
    /// @dev Per token: its index (1..255, given when first accepted and kept) and whether it is accepted.
    mapping(address token => uint256 indexAndAccepted) private _tokens;
    mapping(uint256 index => address token) private _tokenAt;
    uint8 private _tokenCount;
    mapping(uint256 tokenIndex => mapping(address account => uint256 usedFlagAndAmount)) private _tokenCredits;

    /// @notice Deploys the escrow; the deployer owns it and is the first dispute admin, in office at once.
    constructor() Ownable(msg.sender) EIP712("Toolshare RentalAgreement", "4") {
        _admins[0] = msg.sender;
        emit DisputeAdminScheduled(msg.sender, block.timestamp);
    }

    // ------------------------------------------------------------------ lender: offers

    /// @inheritdoc IRentalAgreement
    function createRentalOffer(
        bytes32 toolId,
        uint256 rentalRate,
        uint256 collateralAmount,
        uint256 inspectionPeriodDuration
    ) external whenNotPaused returns (uint256 rentalId) {
        uint256 terms = _offerTerms(msg.sender, inspectionPeriodDuration, 0, 0);
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
        uint256 terms = _openOfferTerms(rentalId, agreement);
        address lender = RentalPacking.lender(terms);
        if (msg.sender == lender) revert LenderCannotRent();
        _requireValidDuration(rentalDuration);
        bytes32 toolId = agreement.toolId;
        uint256 startHour = _book(lender, toolId, 0, rentalDuration);
        uint256 amount = _requireEthPayment(agreement.amounts, rentalDuration);

        agreement.progress = _depositedProgress(rentalDuration, startHour);
        _emitDeposit(rentalId, lender, toolId, rentalDuration, startHour, amount, address(0));
    }

    /// @inheritdoc IRentalAgreement
    function acceptSignedRentalOffer(
        RentalOffer calldata offer,
        bytes calldata signature,
        uint256 startTime,
        uint256 rentalDuration
    ) external payable whenNotPaused nonReentrant returns (uint256 rentalId) {
        (uint256 terms, uint256 amounts, uint256 startHour) = _checkSignedOffer(
            offer,
            signature,
            startTime,
            rentalDuration
        );
        address token = offer.paymentToken;
        uint256 amount;
        if (token == address(0)) {
            amount = _requireEthPayment(amounts, rentalDuration);
        } else {
            if (msg.value != 0) revert WrongPayment(0, msg.value);
            amount = _total(amounts, rentalDuration);
        }
        rentalId = _openSignedRental(offer, terms, amounts, rentalDuration, startHour, amount);
        if (token != address(0)) _pull(token, amount);
    }

    /// @inheritdoc IRentalAgreement
    function acceptSignedRentalOfferWithPermit(
        RentalOffer calldata offer,
        bytes calldata signature,
        uint256 startTime,
        uint256 rentalDuration,
        uint256 permitDeadline,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external whenNotPaused nonReentrant returns (uint256 rentalId) {
        if (offer.paymentToken == address(0)) {
            // An ETH offer has nothing to permit: refused where the token is checked, after the offer's checks.
            _checkOffer(offer, signature, rentalDuration);
            revert UnsupportedToken(address(0));
        }
        (uint256 terms, uint256 amounts, uint256 startHour) = _checkSignedOffer(
            offer,
            signature,
            startTime,
            rentalDuration
        );
        uint256 amount = _total(amounts, rentalDuration);
        rentalId = _openSignedRental(offer, terms, amounts, rentalDuration, startHour, amount);
        // A permit that fails (most often: front-run, the allowance is already there) is not fatal; the
        // transfer below needs the allowance either way.
        try
            IERC20Permit(offer.paymentToken).permit(msg.sender, address(this), amount, permitDeadline, v, r, s)
        {} catch {} // solhint-disable-line no-empty-blocks
        _pull(offer.paymentToken, amount);
    }

    /// @inheritdoc IRentalAgreement
    function confirmToolPickup(uint256 rentalId) external {
        StoredAgreement storage agreement = _agreements[rentalId];
        uint256 progress = _progressIn(rentalId, agreement, RentalState.COLLATERAL_DEPOSITED);
        if (msg.sender != RentalPacking.borrower(progress)) revert NotBorrower();
        uint256 startTime = _startTime(progress);
        uint256 endTime = _endTime(progress);
        if (block.timestamp < startTime - PICKUP_LEAD) revert PickupNotOpen(startTime - PICKUP_LEAD);
        if (!(block.timestamp < endTime)) revert DeadlinePassed(endTime);

        agreement.progress = RentalPacking.withState(progress, uint256(RentalState.RENTAL_ACTIVE));
        emit RentalActivated(rentalId, msg.sender, startTime, endTime);
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

        agreement.progress = RentalPacking.withReturn(progress, next, _now());
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
        agreement.terms = RentalPacking.withDispute(terms, _now());
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
        if (msg.sender != _admins[RentalPacking.adminIndex(progress)] || _isParty(progress, terms, msg.sender)) {
            revert NotDisputeAdmin();
        }
        if (lenderShareBps > BPS_DENOMINATOR) revert InvalidShare(lenderShareBps);

        agreement.progress = RentalPacking.withState(progress, uint256(RentalState.RESOLUTION_REACHED));
        agreement.terms = RentalPacking.withRuling(terms, lenderShareBps);
        emit DisputeResolved(rentalId, lenderShareBps, resolutionDetails);
    }

    /// @inheritdoc IRentalAgreement
    function finalizeRental(uint256 rentalId) external {
        StoredAgreement storage agreement = _agreements[rentalId];
        uint256 progress = _progressIn(rentalId, agreement, RentalState.RESOLUTION_REACHED);
        uint256 terms = agreement.terms;
        if (!_isParty(progress, terms, msg.sender) && msg.sender != _admins[RentalPacking.adminIndex(progress)]) {
            revert NotParty();
        }

        uint256 escrow = _escrow(progress, agreement.amounts);
        uint256 toLender = (escrow * RentalPacking.shareBps(terms)) / BPS_DENOMINATOR;
        _complete(rentalId, agreement, progress, terms, toLender, escrow - toLender);
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

            _complete(rentalId, agreement, progress, terms, _escrow(progress, agreement.amounts), 0);
        } else if (state == RentalState.DISPUTE_OPENED) {
            _requireParty(progress, terms);
            uint256 deadline = RentalPacking.disputedAt(terms) + DISPUTE_RULING_PERIOD;
            if (RentalPacking.returnedAt(progress) == 0) {
                // A tool never marked returned: a dispute cannot shorten the borrower's time (the audit's D11).
                uint256 nonReturnDeadline = _endTime(progress) + RentalPacking.period(terms);
                if (nonReturnDeadline > deadline) deadline = nonReturnDeadline;
            }
            _requireAfter(deadline);

            uint256 amounts = agreement.amounts;
            uint256 escrow = _escrow(progress, amounts);
            uint256 toLender = _defaultLenderShare(progress, amounts);
            _complete(rentalId, agreement, progress, terms, toLender, escrow - toLender);
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
            uint256 escrow = _escrow(progress, agreement.amounts);
            uint256 fee;
            uint256 cancelled = RentalPacking.withState(progress, uint256(RentalState.RENTAL_CANCELLED));
            if (msg.sender != RentalPacking.lender(terms) || !(block.timestamp < _endTime(progress))) {
                fee = _cancellationFee(progress, terms, agreement.amounts);
                cancelled = RentalPacking.withReturn(cancelled, uint256(RentalState.RENTAL_CANCELLED), _FEE_CHARGED);
            }
            agreement.progress = cancelled;
            _release(progress, terms, agreement.toolId);
            _credit(rentalId, terms, RentalPacking.lender(terms), fee);
            _credit(rentalId, terms, RentalPacking.borrower(progress), escrow - fee);
        } else {
            revert InvalidState(rentalId, state);
        }
        emit RentalCancelled(rentalId, msg.sender);
    }

    // ------------------------------------------------------------------ payouts

    /**
     * @inheritdoc IRentalAgreement
     * @dev Checks-effects-interactions, as OpenZeppelin's `Escrow.withdraw`: the credit is cleared before
     * the transfer, so any function re-entered sees settled state; the transient reentrancy guard refuses a
     * nested call outright. The slot keeps its used flag (see {_USED_SLOT}), so {pendingWithdrawals} reads 0
     * while the slot stays non-zero.
     */
    function withdraw() external nonReentrant {
        uint256 amount = _pendingWithdrawals[msg.sender] & _AMOUNT_MASK;
        if (amount == 0) revert NothingToWithdraw();

        _pendingWithdrawals[msg.sender] = _USED_SLOT;
        emit Withdrawal(msg.sender, amount);
        Address.sendValue(payable(msg.sender), amount);
    }

    /// @inheritdoc IRentalAgreement
    function withdrawToken(address token) external nonReentrant {
        mapping(address => uint256) storage credits = _tokenCredits[_tokens[token] & _TOKEN_INDEX_MASK];
        uint256 amount = credits[msg.sender] & _AMOUNT_MASK;
        // Index 0 (ETH, or a token never accepted) has no token credits: nothing to withdraw here.
        if (amount == 0) revert NothingToWithdraw();

        credits[msg.sender] = _USED_SLOT;
        emit TokenWithdrawal(msg.sender, token, amount);
        IERC20(token).safeTransfer(msg.sender, amount);
    }

    // ------------------------------------------------------------------ administration

    /// @inheritdoc IRentalAgreement
    function setDisputeAdmin(address admin) external onlyOwner {
        if (admin == address(0)) revert ZeroAddress();
        uint256 index = _latestAdminIndex;
        // A pending appointment is replaced; one already in office stays in the list, and the new one follows.
        if (!(_latestAdminEffectiveAt > block.timestamp)) _latestAdminIndex = uint16(++index);
        uint256 effectiveAt = block.timestamp + DISPUTE_ADMIN_DELAY;
        _admins[index] = admin;
        _latestAdminEffectiveAt = uint40(effectiveAt);
        emit DisputeAdminScheduled(admin, effectiveAt);
    }

    /// @inheritdoc IRentalAgreement
    function setPaymentToken(address token, bool accepted) external onlyOwner {
        if (token == address(0)) revert ZeroAddress();
        uint256 index = _tokens[token] & _TOKEN_INDEX_MASK;
        if (index == 0) {
            // Indexes are given once and kept: a rental stores its token's index in 8 bits (255 tokens at most).
            index = ++_tokenCount;
            _tokenAt[index] = token;
        }
        _tokens[token] = accepted ? index | _TOKEN_ACCEPTED : index;
        emit PaymentTokenSet(token, accepted);
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
    function pendingTokenWithdrawals(address token, address account) external view returns (uint256 amount) {
        if (token == address(0)) return _pendingWithdrawals[account] & _AMOUNT_MASK;
        return _tokenCredits[_tokens[token] & _TOKEN_INDEX_MASK][account] & _AMOUNT_MASK;
    }

    /// @inheritdoc IRentalAgreement
    function isPaymentToken(address token) external view returns (bool accepted) {
        return token == address(0) || _tokens[token] & _TOKEN_ACCEPTED != 0;
    }

    /// @inheritdoc IRentalAgreement
    function getAgreement(uint256 rentalId) external view returns (Agreement memory agreement) {
        StoredAgreement storage stored = _agreements[rentalId];
        uint256 progress = stored.progress;
        RentalState state = _stateOf(rentalId, stored, progress);
        uint256 terms = stored.terms;
        uint256 amounts = stored.amounts;
        bool deposited = RentalPacking.borrower(progress) != address(0);
        bool returned = state != RentalState.RENTAL_CANCELLED && RentalPacking.returnedAt(progress) != 0;
        uint256 tokenIndex = RentalPacking.tokenIndex(terms);
        agreement = Agreement({
            lender: RentalPacking.lender(terms),
            borrower: RentalPacking.borrower(progress),
            toolId: stored.toolId,
            collateralType: tokenIndex == 0 ? CollateralType.ETH : CollateralType.ERC20,
            rentalRate: RentalPacking.rate(amounts),
            rentalDuration: RentalPacking.duration(progress),
            collateralAmount: RentalPacking.collateral(amounts),
            inspectionPeriodDuration: RentalPacking.period(terms),
            startTime: deposited ? _startTime(progress) : 0,
            endTime: deposited ? _endTime(progress) : 0,
            inspectionDeadline: returned ? _inspectionDeadline(progress, terms) : 0,
            currentState: state,
            paymentToken: _tokenAt[tokenIndex]
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
        if (state == RentalState.RENTAL_CANCELLED) {
            // The split the cancellation made: the fee (when charged) to the lender, the rest back.
            toLender =
                RentalPacking.returnedAt(progress) == _FEE_CHARGED ? _cancellationFee(progress, terms, amounts) : 0;
        } else if (RentalPacking.ruled(terms)) {
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
    function cancellationFeeOf(uint256 rentalId) external view returns (uint256 bps) {
        StoredAgreement storage agreement = _agreements[rentalId];
        _stateOf(rentalId, agreement, agreement.progress);
        return RentalPacking.feeBps(agreement.terms);
    }

    /// @inheritdoc IRentalAgreement
    function isBooked(
        address lender,
        bytes32 toolId,
        uint256 startTime,
        uint256 rentalDuration
    ) external view returns (bool booked) {
        _requireValidDuration(rentalDuration);
        uint256 startHour = _startHourOf(startTime);
        return
            _calendar.firstBooked(lender, toolId, startHour, startHour + rentalDuration * 24) != BookingCalendar.NONE;
    }

    /// @inheritdoc IRentalAgreement
    function rentalCount() external view returns (uint256 count) {
        return _rentalCount;
    }

    /// @inheritdoc IRentalAgreement
    function disputeAdmin() external view returns (address admin) {
        return _admins[_adminIndexNow()];
    }

    /// @inheritdoc IRentalAgreement
    function pendingDisputeAdmin() external view returns (address admin, uint256 effectiveAt) {
        effectiveAt = _latestAdminEffectiveAt;
        if (!(effectiveAt > block.timestamp)) return (address(0), 0);
        admin = _admins[_latestAdminIndex];
    }

    /// @inheritdoc IRentalAgreement
    function disputeAdminOf(uint256 rentalId) external view returns (address admin) {
        StoredAgreement storage agreement = _agreements[rentalId];
        uint256 progress = agreement.progress;
        _stateOf(rentalId, agreement, progress);
        if (RentalPacking.borrower(progress) == address(0)) return _admins[_adminIndexNow()];
        return _admins[RentalPacking.adminIndex(progress)];
    }

    /// @inheritdoc IRentalAgreement
    function offerNonce(address lender, bytes32 toolId) external view returns (uint256 nonce) {
        return _offerNonces[lender][toolId];
    }

    // ------------------------------------------------------------------ acceptance

    /// @dev The offer's own checks, in the design's order: caller not the lender, duration, inspection period,
    /// amounts and cancellation fee, expiry, nonce, signature. Returns the offer's `terms` and `amounts` words.
    function _checkOffer(
        RentalOffer calldata offer,
        bytes calldata signature,
        uint256 rentalDuration
    ) private view returns (uint256 terms, uint256 amounts) {
        address lender = offer.lender;
        if (msg.sender == lender) revert LenderCannotRent();
        _requireValidDuration(rentalDuration);
        terms = _offerTerms(lender, offer.inspectionPeriodDuration, offer.cancellationFeeBps, 0);
        amounts = _offerAmounts(offer.rentalRate, offer.collateralAmount);
        if (offer.cancellationFeeBps > MAX_CANCELLATION_FEE_BPS)
            revert InvalidCancellationFee(offer.cancellationFeeBps);
        if (block.timestamp > offer.expiry) revert OfferExpired(offer.expiry);
        uint256 nonce = _offerNonces[lender][offer.toolId];
        if (offer.nonce != nonce) revert StaleOfferNonce(nonce, offer.nonce);
        if (!_isSignedByLender(offer, signature)) revert InvalidOfferSignature();
    }

    /// @dev {_checkOffer}, then the token (its index joins `terms`), then the start and the range (booked here).
    function _checkSignedOffer(
        RentalOffer calldata offer,
        bytes calldata signature,
        uint256 startTime,
        uint256 rentalDuration
    ) private returns (uint256 terms, uint256 amounts, uint256 startHour) {
        (terms, amounts) = _checkOffer(offer, signature, rentalDuration);
        address token = offer.paymentToken;
        if (token != address(0)) {
            uint256 info = _tokens[token];
            if (info & _TOKEN_ACCEPTED == 0) revert UnsupportedToken(token);
            terms |= (info & _TOKEN_INDEX_MASK) << RentalPacking.TOKEN_SHIFT;
        }
        startHour = _book(offer.lender, offer.toolId, startTime, rentalDuration);
    }

    /// @dev Writes a signed rental and emits its events; the payment is checked or pulled by the caller.
    function _openSignedRental(
        RentalOffer calldata offer,
        uint256 terms,
        uint256 amounts,
        uint256 rentalDuration,
        uint256 startHour,
        uint256 amount
    ) private returns (uint256 rentalId) {
        rentalId = ++_rentalCount;
        StoredAgreement storage agreement = _agreements[rentalId];
        agreement.progress = _depositedProgress(rentalDuration, startHour);
        agreement.terms = terms;
        agreement.toolId = offer.toolId;
        agreement.amounts = amounts;
        emit RentalCreated(rentalId, offer.lender, offer.toolId, offer.rentalRate, offer.collateralAmount);
        _emitDeposit(rentalId, offer.lender, offer.toolId, rentalDuration, startHour, amount, offer.paymentToken);
    }

    function _emitDeposit(
        uint256 rentalId,
        address lender,
        bytes32 toolId,
        uint256 rentalDuration,
        uint256 startHour,
        uint256 amount,
        address token
    ) private {
        emit CollateralDeposited(rentalId, msg.sender, rentalDuration, amount);
        uint256 startTime = startHour * BOOKING_UNIT;
        emit RentalBooked(rentalId, lender, toolId, startTime, startTime + rentalDuration * 1 days, token);
    }

    /**
     * @dev Books `rentalDuration` days of (`lender`, `toolId`) from `startTime` (0: the current hour), or
     * reverts with {InvalidStartTime} or {ToolAlreadyBooked} (naming the earliest conflicting live rental's
     * range). Returns the start hour.
     */
    function _book(
        address lender,
        bytes32 toolId,
        uint256 startTime,
        uint256 rentalDuration
    ) private returns (uint256 startHour) {
        startHour = _startHourOf(startTime);
        uint256 clash = _calendar.reserve(lender, toolId, startHour, startHour + rentalDuration * 24);
        if (clash != BookingCalendar.NONE) {
            (uint256 from, uint256 to) = _calendar.bookingAt(lender, toolId, clash);
            revert ToolAlreadyBooked(from * BOOKING_UNIT, to * BOOKING_UNIT);
        }
    }

    /// @dev Frees the booked range of a rental that leaves the live states.
    function _release(uint256 progress, uint256 terms, bytes32 toolId) private {
        uint256 startHour = RentalPacking.startHour(progress);
        _calendar.release(
            RentalPacking.lender(terms),
            toolId,
            startHour,
            startHour + RentalPacking.duration(progress) * 24
        );
    }

    /// @dev The start hour of a booking from `startTime`: 0 is the current hour; otherwise a whole hour from the
    /// current hour to {MAX_BOOKING_ADVANCE} ahead, else {InvalidStartTime}.
    function _startHourOf(uint256 startTime) private view returns (uint256) {
        uint256 currentHour = block.timestamp / BOOKING_UNIT;
        if (startTime == 0) return currentHour;
        uint256 currentHourStart = currentHour * BOOKING_UNIT;
        if (
            startTime % BOOKING_UNIT != 0 ||
            startTime < currentHourStart ||
            startTime > currentHourStart + MAX_BOOKING_ADVANCE
        ) {
            revert InvalidStartTime(startTime);
        }
        return startTime / BOOKING_UNIT;
    }

    /// @dev Pulls `amount` of `token` from the caller; the contract's balance must grow by exactly `amount`,
    /// else {UnsupportedToken} (a fee-on-transfer or otherwise unusual token).
    function _pull(address token, uint256 amount) private {
        uint256 before = IERC20(token).balanceOf(address(this));
        IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
        if (IERC20(token).balanceOf(address(this)) - before != amount) revert UnsupportedToken(token);
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
        uint256 amounts = agreement.amounts;
        uint256 lateFee = _lateFee(progress, amounts, RentalPacking.returnedAt(progress));
        _complete(
            rentalId,
            agreement,
            progress,
            terms,
            _rent(progress, amounts) + lateFee,
            RentalPacking.collateral(amounts) - lateFee
        );
    }

    /// @dev Completes a rental: frees its range, credits `toLender` to the lender and `toBorrower` to the borrower.
    function _complete(
        uint256 rentalId,
        StoredAgreement storage agreement,
        uint256 progress,
        uint256 terms,
        uint256 toLender,
        uint256 toBorrower
    ) private {
        agreement.progress = RentalPacking.withState(progress, uint256(RentalState.TRANSACTION_COMPLETED));
        _release(progress, terms, agreement.toolId);
        _credit(rentalId, terms, RentalPacking.lender(terms), toLender);
        _credit(rentalId, terms, RentalPacking.borrower(progress), toBorrower);
        emit TransactionCompleted(rentalId);
    }

    /// @dev Credits escrowed money, in the rental's token, to a recipient. Zero credits are skipped.
    function _credit(uint256 rentalId, uint256 terms, address recipient, uint256 amount) private {
        if (amount == 0) return;
        uint256 tokenIndex = RentalPacking.tokenIndex(terms);
        mapping(address => uint256) storage credits = tokenIndex == 0 ? _pendingWithdrawals : _tokenCredits[tokenIndex];
        // Cannot carry into the flag bit: all credits in a token never exceed what this contract holds of it.
        unchecked {
            credits[recipient] = (credits[recipient] | _USED_SLOT) + amount;
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

    /// @dev The index in {_admins} of the admin in office now: the latest appointment once it took effect.
    function _adminIndexNow() private view returns (uint256) {
        uint256 index = _latestAdminIndex;
        // Cannot underflow: index 0 (the deployer) takes effect at 0.
        unchecked {
            return _latestAdminEffectiveAt > block.timestamp ? index - 1 : index;
        }
    }

    // ------------------------------------------------------------------ checks

    /**
     * @dev The rental's `progress` word; the rental must be in `expected`, else {InvalidState} (or
     * {UnknownRental}). `expected` is a state past the offer, so the stored state byte is compared as it is.
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
     * with `progress` 0, state NONE_INITIATED. Only then is existence checked, by the lender (every rental has
     * one; an unused id has none).
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
    function _requireEthPayment(uint256 amounts, uint256 rentalDuration) private view returns (uint256 expected) {
        expected = _total(amounts, rentalDuration);
        if (msg.value != expected) revert WrongPayment(expected, msg.value);
    }

    /// @dev An offer's `terms` word, or {InvalidInspectionPeriod} / {InvalidCancellationFee}.
    function _offerTerms(
        address lender,
        uint256 inspectionPeriodDuration,
        uint256 cancellationFeeBps,
        uint256 tokenIndex
    ) private pure returns (uint256) {
        if (inspectionPeriodDuration < MIN_INSPECTION_PERIOD || inspectionPeriodDuration > MAX_INSPECTION_PERIOD) {
            revert InvalidInspectionPeriod(inspectionPeriodDuration);
        }
        return RentalPacking.offerTerms(lender, inspectionPeriodDuration, cancellationFeeBps, tokenIndex);
    }

    /// @dev An offer's `amounts` word, or {AmountTooLarge}.
    function _offerAmounts(uint256 rentalRate, uint256 collateralAmount) private pure returns (uint256) {
        return RentalPacking.amountsOf(_toAmount(rentalRate), _toAmount(collateralAmount));
    }

    /// @dev The `progress` word of a rental the caller just paid for `rentalDuration` days from `startHour`,
    /// ruled by the admin in office now.
    function _depositedProgress(uint256 rentalDuration, uint256 startHour) private view returns (uint256) {
        return
            RentalPacking.deposited(
                uint256(RentalState.COLLATERAL_DEPOSITED),
                msg.sender,
                rentalDuration,
                startHour,
                _adminIndexNow()
            );
    }

    /// @dev Whether `account` is the lender or the borrower (never the zero address: a lender always exists).
    function _isParty(uint256 progress, uint256 terms, address account) private pure returns (bool) {
        return account == RentalPacking.lender(terms) || account == RentalPacking.borrower(progress);
    }

    // ------------------------------------------------------------------ derived amounts and times

    /**
     * @dev The late fee of a tool returned at `returnedAt`: the daily rate for each started day after the
     * booked `endTime` (a return at `endTime` exactly is on time), at most the collateral.
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

    /// @dev The cancellation fee of a deposit: the offer's share of the rent, rounded down.
    function _cancellationFee(uint256 progress, uint256 terms, uint256 amounts) private pure returns (uint256) {
        // Bounded: rent < 2^136 and the fee at most 5,000.
        unchecked {
            return (_rent(progress, amounts) * RentalPacking.feeBps(terms)) / BPS_DENOMINATOR;
        }
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

    // The derived values below cannot overflow: the fields are at most 128 (amounts), 40 (times), 24 (hours),
    // 22 (period) and 8 (days) bits wide, so they are computed unchecked.

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

    /// @dev Collateral plus rent for `rentalDuration` days (the duration is checked to be at most 30).
    function _total(uint256 amounts, uint256 rentalDuration) private pure returns (uint256) {
        unchecked {
            return RentalPacking.collateral(amounts) + RentalPacking.rate(amounts) * rentalDuration;
        }
    }

    function _startTime(uint256 progress) private pure returns (uint256) {
        unchecked {
            return RentalPacking.startHour(progress) * BOOKING_UNIT;
        }
    }

    function _endTime(uint256 progress) private pure returns (uint256) {
        unchecked {
            return _startTime(progress) + RentalPacking.duration(progress) * 1 days;
        }
    }

    function _inspectionDeadline(uint256 progress, uint256 terms) private pure returns (uint256) {
        unchecked {
            return RentalPacking.returnedAt(progress) + RentalPacking.period(terms);
        }
    }

    /// @dev The block time as a 39-bit field value (enough until the year 19391).
    function _now() private view returns (uint256) {
        return uint40(block.timestamp) & RentalPacking.DISPUTED_MASK;
    }

    /// @dev Narrows an amount to its 128-bit field, or {AmountTooLarge}: never truncates.
    function _toAmount(uint256 amount) private pure returns (uint128) {
        if (amount > type(uint128).max) revert AmountTooLarge(amount);
        return uint128(amount);
    }
}
