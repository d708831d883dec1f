/**
 * THE RENTAL ACTIONS: one entry per RentalAgreement function a user can call, named after it. Each
 * entry holds who may take the action in which state (in the contract's order of checks: state,
 * then caller, then deadline), what the simulated client does, what the contract client sends, and
 * what the screen shows. The clients, the provider and the buttons only read this table; adding a
 * contract function means adding its entry here (and, if it involves time or money, its rule in
 * rules/rentalRules.ts). docs/rental-actions.md walks through it.
 */
import { formatEth, parseEth } from '../../../shared/eth';
import { describeRefusal } from '../../chain';
import { shortenAddress } from '../../../shared/format';
import {
  DEFAULT_RENTAL_DAYS,
  MAX_RENTAL_DAYS,
  MIN_RENTAL_DAYS,
  currencyOfTool,
  listedTerms,
  parseRentalDuration,
  type RentalTerms,
  type Tool,
} from '../../tools';
import { encodeEvidence } from './evidenceUri';
import {
  inputProblem,
  percentAsBpsField,
  textField,
  type ActionInput,
  type InputField,
  type InputFields,
} from './actionInput';
import {
  DEFAULT_LENDER_SHARE_BPS,
  EVIDENCE_STATES,
  defaultDisputeSplit,
  escrowOf,
  lateFee,
  releaseSettlement,
  rentOf,
  secondsOf,
  secondsOrNull,
  termsOfRental,
  type Settlement,
} from '../rules/rentalRules';
import {
  checkCreateRental,
  checkInspectionPeriod,
  checkLenderShare,
  claimSettlementNow,
  disputeSettlementTime,
  lenderClaimTime,
  rentalEndTime,
  settlementNow,
  cancellationSettlementNow,
} from '../rules/rentalStateMachine';
import { offeredCancellationFeeBps } from '../rules/offeredCancellationFee';
import { cancelDepositQuestion } from './cancellationQuestion';
import { roleOf, sameAddress, type RentalRole } from '../rules/roles';
import { deadlineNotReached, deadlinePassed, onlyRoles, pickupWindowRefusal, requireState } from '../rules/refusals';
import {
  HOUR_SECONDS,
  bookedRange,
  bookingOf,
  bookingRefusal,
  isWholeHourStart,
  readBookingStart,
  type BookedRange,
} from '../rules/bookingRules';
import { sameOfferQuote, type EvidenceSubmission, type OfferQuote, type Rental } from '../types';
import { type StoredSignedOffer, offerCurrency } from '../../signedOffers';
import { formatDateTime, rentalMoney } from '../components/rentalDisplay';
import { creditWords, escrowWords, rentedWords } from '../components/moneyWords';
import { RENTAL_ERROR_MESSAGES, RentalError } from './rentalErrors';
import { listedRentalAmounts } from '../rules/listedAmounts';
import { ETH, USDC, formatMoney, isEthPayment, type Currency } from '../../../shared/money';
import {
  rentalMove,
  type ActionEntry,
  type InputOf,
  type ContractRentals,
  type RentalMoment,
  type SimulatedRentals,
} from './actionEntry';

/** Said when the tool's open offer is no longer the one the form quoted (another offer, other terms, or none). */
export const OFFER_TERMS_CHANGED =
  "The owner's offer changed since these terms were shown: nothing was sent. Check the new terms and confirm again.";

const SIGNED_OFFERS_ON_CHAIN_ONLY = 'Signed offers are on chain only: switch to on-chain rentals.';

/** Said when an on-chain offer (which the contract books from now) is asked for a later start. */
export const ONCHAIN_OFFER_STARTS_NOW =
  "An on-chain offer is rented from now: choose Now as the start, or book later days on the owner's signed offer.";

/** After a request, the collateral counts as deposited by itself after this long (specification §9). */
export const AUTO_DEPOSIT_DELAY_MS = 2000;

/** The contract's clock ticks in whole seconds: `now` (ms) as the block time it would be. */
const nowSeconds = (now: number) => Math.floor(now / 1000);
/** `now` (ms) as the ISO time the contract would store. */
const blockTimeIso = (now: number) => new Date(nowSeconds(now) * 1000).toISOString();

const RETURNED: readonly Rental['state'][] = ['TOOL_RETURNED', 'INSPECTION_PERIOD'];
/** Not before pickup: nothing has changed hands yet, and either party may cancel for a full refund instead. */
const DISPUTABLE: readonly Rental['state'][] = ['RENTAL_ACTIVE', ...RETURNED];

/** A party as the viewer reads it: "you", or "the lender" / "the borrower". */
const partyWords = (side: 'lender' | 'borrower', role: RentalRole) => (side === role ? 'you' : `the ${side}`);

/** "0.01 ETH to the lender and 0.05 ETH to you": who gets what of a settlement. */
const settlementWords = (rental: Rental, settlement: Settlement, role: RentalRole) =>
  `${rentalMoney(rental, settlement.toLender)} to ${partyWords('lender', role)} and ${rentalMoney(rental, settlement.toBorrower)} to ${partyWords('borrower', role)}`;

/** The dispute admin's ruling: the lender's share of the escrow, typed in percent, read in basis points. */
export const RULING_SHARE_FIELD = percentAsBpsField({
  label: "Lender's share of the escrow (%)",
  initialPercent: DEFAULT_LENDER_SHARE_BPS / 100,
  hint: 'The borrower receives the rest of the rent and collateral.',
  check: (bps) => {
    const share = checkLenderShare(bps);
    return share.allowed ? null : share.reason;
  },
});

/** Records what a settlement credits, as the contract would: by the rules at `now`, before the state changes. */
function settle(rental: Rental, now: number) {
  rental.settlement = claimSettlementNow(rental, now);
}

/** An open on-chain offer as the rental form quoted it (null where none is read: the simulation rents the listing). */
export interface OpenOffer {
  tool: Tool;
  quote: OfferQuote | null;
}
/** A listing's signed offer, checked by the page. */
export interface SignedOffer {
  tool: Tool;
  signed: StoredSignedOffer;
}
/** What a borrower books: the start (Unix seconds on a whole hour; 0 for now, from the current hour) and the days. */
export interface RentalBooking {
  start: number;
  days: number;
}

/** The longest dispute reason or ruling's explanation (kept in the contract's events: every byte costs gas). */
export const DISPUTE_TEXT_LIMIT = 1000;

/** The rental's duration, as both ways of renting ask for it. */
const RENTAL_DAYS: InputField<number> = {
  label: 'Rental Duration (days)',
  control: 'number',
  initial: String(DEFAULT_RENTAL_DAYS),
  hint: `From ${MIN_RENTAL_DAYS} to ${MAX_RENTAL_DAYS} days.`,
  min: MIN_RENTAL_DAYS,
  max: MAX_RENTAL_DAYS,
  step: 1,
  read: (text) => {
    const duration = parseRentalDuration(text);
    return duration.error === null ? { value: duration.days, error: null } : { value: null, error: duration.error };
  },
  check: (days) =>
    Number.isInteger(days) && days >= MIN_RENTAL_DAYS && days <= MAX_RENTAL_DAYS
      ? null
      : `The rental duration must be a whole number of days from ${MIN_RENTAL_DAYS} to ${MAX_RENTAL_DAYS}.`,
};

/** Why a listing priced in the dollar token has no on-chain offer. */
export const ON_CHAIN_OFFERS_IN_ETH =
  'On-chain offers are in ETH only. A listing priced in USDC is rented through the offer you sign on the tool page.';

/** A credit in an ERC-20: the token's address, its currency and the amount credited as last read (for the words). */
export interface TokenCredit {
  token: string;
  currency: Currency;
  credited: bigint;
}

/** Why a token rental is refused before the wallet is asked: the borrower holds too little of the token. */
export const tooLittleToken = (balance: bigint, amount: bigint, currency: Currency): string =>
  `Your wallet holds ${formatMoney(balance, currency)}; this rental needs ${formatMoney(amount, currency)} (rent and collateral).`;

const NOT_A_WHOLE_HOUR = 'A rental starts now or on a whole hour (UTC).';

/**
 * A booking's start as the rental form's picker writes it: '' for now, else the local time in the
 * user's time zone ("YYYY-MM-DDTHH:mm", the browser's datetime-local format) of a whole UTC hour.
 */
const BOOKING_START: InputField<number> = {
  label: 'Start',
  control: 'datetime-local',
  initial: '',
  hint: 'Now (from the current hour), or a later day and hour up to 180 days ahead.',
  step: HOUR_SECONDS,
  read: (text) => {
    const start = readBookingStart(text);
    if (start === null) return { value: null, error: 'Choose a day and an hour.' };
    return isWholeHourStart(start) ? { value: start, error: null } : { value: null, error: NOT_A_WHOLE_HOUR };
  },
  check: (start) => (isWholeHourStart(start) ? null : NOT_A_WHOLE_HOUR),
};

/** What both ways of renting ask for: the start and the days. */
export const RENTING_FIELDS: InputFields<RentalBooking> = { start: BOOKING_START, days: RENTAL_DAYS };
const RENTING_INPUT: ActionInput<RentalBooking> = { fields: RENTING_FIELDS };

/** Both clients refuse a booking the fields would not accept before anything else. */
function requireBookingInput(input: RentalBooking) {
  const problem = inputProblem(RENTING_INPUT, input);
  if (problem) throw new RentalError(RENTAL_ERROR_MESSAGES.createRental, problem);
}

/** Said when the range was booked by someone else since the form showed it free: nothing was sent. */
export const RANGE_TAKEN =
  'Someone booked this tool for part of that time while you were choosing: nothing was sent. Choose other dates.';

/**
 * The simulated booking of a request: the contract's start check, then its overlap check against the
 * tool's live bookings; else the contract's refusal.
 */
function simulatedBooking(rentals: SimulatedRentals, tool: Tool, booking: RentalBooking): BookedRange {
  const now = nowSeconds(rentals.now());
  const refusal = bookingRefusal(rentals.bookings(tool), booking, now);
  if (refusal) throw new RentalError(RENTAL_ERROR_MESSAGES.createRental, refusal);
  return bookedRange(booking.start, booking.days, now);
}

/** Renting an open offer pays rent for the days and the collateral, at the quoted terms (the listing's while none is read). */
const openOfferPayment = ({ tool, quote }: OpenOffer, { days }: RentalBooking): bigint => {
  const { rateWei, collateralWei }: RentalTerms = quote ?? listedTerms(tool);
  return escrowOf({ rentalRate: rateWei, collateralAmount: collateralWei, rentalDuration: days });
};
/** Renting on a signed offer pays rent for the days and the collateral, at exactly the signed terms. */
export const signedOfferPayment = ({ signed }: SignedOffer, { days }: Pick<RentalBooking, 'days'>): bigint =>
  escrowOf({
    rentalRate: signed.terms.rentalRate,
    collateralAmount: signed.terms.collateralAmount,
    rentalDuration: days,
  });

const ACTIONS = {
  /** Lender: opens a tool for rental at its listed rate and collateral. On chain only: the simulation rents straight from the listing. */
  createRentalOffer: {
    words: {
      label: 'Offer for on-chain rental',
      pending: 'Opening an on-chain offer...',
      success: (_rental: Rental, [tool]: [tool: Tool]) => `${tool.name} is open for on-chain rental`,
      failure: RENTAL_ERROR_MESSAGES.createRental,
    },
    simulated: null,
    unsupported: 'Switch to on-chain rentals to offer a tool on chain.',
    onChain: async (contract: ContractRentals, tool: Tool) => {
      const failure = RENTAL_ERROR_MESSAGES.createRental;
      const account = contract.account(failure);
      if (!sameAddress(account, tool.ownerWalletAddress))
        throw new RentalError(failure, 'Only the owner of this tool can offer it.');
      // The contract's on-chain offers are in ETH only; a dollar listing is rented through its signed offer.
      if (currencyOfTool(tool).code !== 'ETH') throw new RentalError(failure, ON_CHAIN_OFFERS_IN_ETH);
      const period = checkInspectionPeriod(contract.inspectionPeriodSeconds);
      if (!period.allowed) throw new RentalError(failure, period.reason);
      const status = await contract.toolStatus(tool, account);
      // One offer per tool: a second would let two borrowers pay for the same drill.
      if (status === 'offered') throw new RentalError(failure, 'This tool already has an open on-chain offer.');
      if (status === 'rented')
        throw new RentalError(failure, 'This tool is rented out on chain. Offer it again when that rental has ended.');
      const receipt = await contract.send(failure, (agreement) =>
        agreement.createRentalOffer(
          contract.toolIdBytes32(tool.id),
          parseEth(tool.rentalRate),
          parseEth(tool.collateralRequired),
          contract.inspectionPeriodSeconds,
        ),
      );
      return contract.createdRental(receipt, failure, 'The transaction did not create an offer.');
    },
  },

  /**
   * 'Confirm Rental': the borrower rents a tool for 1..30 days, paying rent and collateral: on chain
   * the open offer the rental form quoted (`quote`), in the simulation the listing.
   */
  acceptRentalOfferAndDepositCollateral: {
    words: {
      label: 'Confirm Rental',
      pending: 'Renting: paying rent and collateral into escrow...',
      success: (_rental: Rental, [offer, input]: [offer: OpenOffer, input: RentalBooking]) =>
        rentedWords(offer.tool.name, formatEth(openOfferPayment(offer, input))),
      failure: RENTAL_ERROR_MESSAGES.createRental,
    },
    input: RENTING_INPUT,
    /** Rent for the days and the collateral, at the quoted offer's terms (the listing's while there is none). */
    payment: openOfferPayment,
    /** The specification's simulated request: an offer taken at the listing's terms, deposited by itself 2 s later. */
    simulated: async (rentals: SimulatedRentals, { tool }: OpenOffer, booking: RentalBooking) => {
      const failure = RENTAL_ERROR_MESSAGES.createRental;
      const account = rentals.account();
      const duration = booking.days;
      requireBookingInput(booking);
      for (const verdict of [
        checkCreateRental(tool.ownerWalletAddress, account, duration, tool.available),
        checkInspectionPeriod(rentals.inspectionPeriodSeconds),
      ]) {
        if (!verdict.allowed) throw new RentalError(failure, verdict.reason);
      }
      // The calendar keeps a tool from being rented twice at once, as on chain.
      simulatedBooking(rentals, tool, booking);
      await rentals.delay(1500);
      // Checked again when it lands: another request may have taken the range meanwhile.
      const range = simulatedBooking(rentals, tool, booking);
      const rental: Rental = {
        id: rentals.newRentalId(),
        toolId: tool.id,
        lenderAddress: tool.ownerWalletAddress,
        borrowerAddress: account,
        ...listedRentalAmounts(tool),
        duration,
        startTime: null,
        endTime: null,
        state: 'AWAITING_COLLATERAL',
        createdAt: new Date(rentals.now()).toISOString(),
        toolName: tool.name,
        toolImageUrl: tool.imageUrls[0] ?? '',
        inspectionPeriodSeconds: rentals.inspectionPeriodSeconds,
        inspectionDeadline: null,
        // The listing's fee at booking: a later edit of the listing does not change this rental's.
        cancellationFeeBps: offeredCancellationFeeBps(tool, 'listing', null),
        evidence: [],
        // The simulation's admin is never replaced: the one at the deposit rules the rental.
        disputeAdmin: rentals.disputeAdmin,
        booking: bookingOf(range),
      };
      rentals.add(rental);
      rentals.emit('RentalCreated', rental, account);
      // The simulation's stand-in for the borrower's deposit transaction.
      rentals.later(AUTO_DEPOSIT_DELAY_MS, () => {
        const current = rentals.find(rental.id);
        if (current?.state !== 'AWAITING_COLLATERAL') return;
        current.state = 'COLLATERAL_DEPOSITED';
        rentals.emit('CollateralDeposited', current, account);
      });
      return rentals.copy(rental);
    },
    /**
     * Rents the open offer the rental form quoted (`quote`: its rental id and terms), never another: if the
     * tool's offer is no longer that one on those terms, nothing is sent and the form says the terms changed.
     */
    onChain: async (contract: ContractRentals, quoted: OpenOffer, input: RentalBooking) => {
      const { tool, quote } = quoted;
      const { days: duration } = input;
      const failure = RENTAL_ERROR_MESSAGES.createRental;
      const account = contract.account(failure);
      requireBookingInput(input);
      if (sameAddress(account, tool.ownerWalletAddress))
        throw new RentalError(failure, 'You cannot rent your own tool.');
      // The contract books an on-chain offer from now (start 0); a later start needs the owner's signed offer.
      if (input.start !== 0) throw new RentalError(failure, ONCHAIN_OFFER_STARTS_NOW);
      if (await contract.isBooked(tool.ownerWalletAddress, contract.toolIdBytes32(tool.id), 0, duration))
        throw new RentalError(failure, RANGE_TAKEN);
      if (!quote) throw new RentalError(failure, 'This tool has no open on-chain offer.');
      if (!sameOfferQuote(await contract.openOffer(tool), quote)) throw new RentalError(failure, OFFER_TERMS_CHANGED);
      // The contract wants exactly collateral + rate × days, in wei as it stores them: the quoted ones.
      // The quoted rental id's terms cannot change on chain, so a swap after this read is refused by the contract.
      const value = openOfferPayment(quoted, input);
      await contract.send(failure, (agreement) =>
        agreement.acceptRentalOfferAndDepositCollateral(BigInt(quote.rentalId), duration, { value }),
      );
      return contract.rental(quote.rentalId);
    },
  },

  /** Borrower: has the tool; the rental period starts now. */
  confirmToolPickup: rentalMove({
    words: {
      label: 'Confirm Pickup',
      style: 'primary',
      hint: 'You have the tool: the rental starts now',
      pending: 'Confirming pickup...',
      success: () => 'Pickup confirmed: the rental is active',
      failure: RENTAL_ERROR_MESSAGES.confirmPickup,
      confirm: ({ rental, now, funds }: RentalMoment) => {
        const terms = termsOfRental(rental);
        return {
          title: 'Confirm that you have the tool?',
          effects: [
            `The rental starts now and ends ${formatDateTime(rental.booking?.endTime ?? rentalEndTime(nowSeconds(now) * 1000, rental.duration))}.`,
            `${escrowWords(rentalMoney(rental, escrowOf(terms)), funds)}: the rent, ${rentalMoney(rental, rentOf(terms))}, is credited to the lender when the rental is settled, and the collateral, ${rentalMoney(rental, terms.collateralAmount)}, is credited back to you after the return, less any late fee.`,
            'From now on the rental can no longer be cancelled for a refund.',
          ],
        };
      },
    },
    rule: (rental, role, now) =>
      requireState(rental, ['COLLATERAL_DEPOSITED']) ??
      onlyRoles(role, ['borrower'], 'NotBorrower') ??
      pickupWindowRefusal(rental, nowSeconds(now)),
    next: 'RENTAL_ACTIVE',
    event: 'RentalActivated',
    delayMs: 1000,
    simulate: (rental, now) => {
      if (rental.booking) {
        rental.startTime = rental.booking.startTime;
        rental.endTime = rental.booking.endTime;
        return;
      }
      // Whole seconds, as the contract stores them: a return at endTime exactly is on time.
      const startTime = nowSeconds(now) * 1000;
      rental.startTime = new Date(startTime).toISOString();
      rental.endTime = new Date(rentalEndTime(startTime, rental.duration)).toISOString();
    },
    send: (contract, id) => contract.confirmToolPickup(id),
  }),

  /**
   * Borrower: gave the tool back; the lender's inspection period starts now. Also during a dispute
   * filed before the return: the return time is recorded (the late fee counts to it) and the rental
   * stays disputed.
   */
  markToolReturned: rentalMove({
    words: {
      label: 'Confirm Return',
      style: 'primary',
      hint: 'You gave the tool back: any late fee stops counting now',
      pending: 'Confirming return...',
      success: (rental) =>
        rental.state === 'DISPUTE_OPENED'
          ? 'Return recorded: the dispute stays open'
          : 'Return confirmed: the lender will inspect the tool',
      failure: RENTAL_ERROR_MESSAGES.confirmReturn,
      confirm: ({ rental, role, now }: RentalMoment) => {
        const terms = termsOfRental(rental);
        const returnedAt = nowSeconds(now);
        const endTime = secondsOrNull(rental.endTime) ?? returnedAt;
        const fee = lateFee(terms, endTime, returnedAt);
        const feeWords =
          fee > 0n
            ? `The late fee stops counting now, at ${rentalMoney(rental, fee)}.`
            : 'You are on time: no late fee.';
        if (rental.state === 'DISPUTE_OPENED') {
          return {
            title: 'Confirm that you gave the tool back?',
            effects: [
              feeWords,
              `The dispute stays open. If the dispute admin does not rule, the default split would credit ${settlementWords(rental, defaultDisputeSplit(terms, endTime, returnedAt), role)}.`,
            ],
          };
        }
        const inspectionDeadline = (returnedAt + rental.inspectionPeriodSeconds) * 1000;
        return {
          title: 'Confirm that you gave the tool back?',
          effects: [
            feeWords,
            `The lender has until ${formatDateTime(inspectionDeadline)} to inspect it. Releasing the escrow credits ${settlementWords(rental, releaseSettlement(terms, endTime, returnedAt), role)}.`,
          ],
        };
      },
    },
    rule: (rental, role) =>
      (rental.state === 'DISPUTE_OPENED' && !rental.returnedAt ? null : requireState(rental, ['RENTAL_ACTIVE'])) ??
      onlyRoles(role, ['borrower'], 'NotBorrower'),
    next: (rental) => (rental.state === 'DISPUTE_OPENED' ? 'DISPUTE_OPENED' : 'TOOL_RETURNED'),
    event: 'ToolReturned',
    delayMs: 1000,
    simulate: (rental, now) => {
      // Whole seconds, as the contract stores them: the late fee counts to here.
      const returnedAt = nowSeconds(now) * 1000;
      rental.returnedAt = new Date(returnedAt).toISOString();
      rental.inspectionDeadline = new Date(returnedAt + rental.inspectionPeriodSeconds * 1000).toISOString();
    },
    send: (contract, id) => contract.markToolReturned(id),
  }),

  /** Lender: has the tool back and is inspecting it. */
  confirmToolReceiptAndInspect: rentalMove({
    words: {
      label: 'Confirm Receipt',
      style: 'secondary',
      hint: 'Tells the borrower you have the tool back and are inspecting it; nothing is credited yet, and you can still complete the rental or file a dispute until the inspection deadline',
      pending: 'Confirming receipt...',
      success: () => 'Receipt confirmed: inspection period started',
      failure: RENTAL_ERROR_MESSAGES.updateState,
    },
    rule: (rental, role) => requireState(rental, ['TOOL_RETURNED']) ?? onlyRoles(role, ['lender'], 'NotLender'),
    next: 'INSPECTION_PERIOD',
    event: 'ToolReceived',
    delayMs: 1000,
    send: (contract, id) => contract.confirmToolReceiptAndInspect(id),
  }),

  /** Lender: inspection passed; rent (and any late fee) to the lender, the rest of the collateral back. */
  releaseCollateral: rentalMove({
    words: {
      label: 'Complete Rental',
      style: 'primary',
      hint: 'The inspection passed: ends the rental and credits the rent to you and the collateral to the borrower',
      pending: 'Completing rental...',
      success: () => 'Rental completed: the escrow is credited to both parties',
      failure: RENTAL_ERROR_MESSAGES.completeRental,
      confirm: ({ rental, role, now, funds }: RentalMoment) => {
        const settlement = settlementNow(rental, now);
        const fee = settlement.toLender - rentOf(termsOfRental(rental));
        return {
          title: 'Complete the rental and release the escrow?',
          effects: [
            `The rent${fee > 0n ? ` and a late fee of ${rentalMoney(rental, fee)}` : ''}: ${creditWords(rentalMoney(rental, settlement.toLender), 'lender', role, funds)}.`,
            `The collateral${fee > 0n ? ', less the late fee' : ''}: ${creditWords(rentalMoney(rental, settlement.toBorrower), 'borrower', role, funds)}.`,
            'Once completed, the rental can no longer be disputed.',
          ],
        };
      },
    },
    rule: (rental, role) => requireState(rental, RETURNED) ?? onlyRoles(role, ['lender'], 'NotLender'),
    next: 'TRANSACTION_COMPLETED',
    event: 'TransactionCompleted',
    delayMs: 1200,
    simulate: (rental, now) => settle(rental, now),
    send: (contract, id) => contract.releaseCollateral(id),
  }),

  /**
   * Simulation only, not a contract function: once the tool is back, the borrower may play the lender's
   * part (in the simulation nobody else is at the lender's wallet, so the rental would wait there for
   * good). It is the lender's own two moves, receipt then release, played as the lender's wallet, with
   * their delays; the button says whom it acts for (issue 31, point 3).
   */
  actForSimulatedLender: {
    words: {
      label: 'Act for the simulated lender',
      hint: 'Confirms receipt and completes the rental as the lender would after inspecting the tool',
      pending: 'The simulated lender confirms receipt and completes the rental...',
      success: () => 'The simulated lender completed the rental',
      failure: RENTAL_ERROR_MESSAGES.completeRental,
    },
    simulated: async (rentals: SimulatedRentals, { id: rentalId }: Rental): Promise<Rental> => {
      const failure = RENTAL_ERROR_MESSAGES.completeRental;
      const rental = rentals.find(rentalId);
      if (!rental) throw new RentalError(failure, describeRefusal({ error: 'UnknownRental' }));
      const refusal =
        requireState(rental, RETURNED) ??
        onlyRoles(roleOf(rental, rentals.account(), rentals.disputeAdmin), ['borrower'], 'NotBorrower');
      if (refusal) throw new RentalError(failure, describeRefusal(refusal));
      const asLender: SimulatedRentals = { ...rentals, account: () => rental.lenderAddress };
      const { confirmToolReceiptAndInspect, releaseCollateral } = RENTAL_ACTIONS;
      if (rental.state === 'TOOL_RETURNED') await confirmToolReceiptAndInspect.simulated?.(asLender, rentalId);
      const released = await releaseCollateral.simulated?.(asLender, rentalId);
      if (!released) throw new RentalError(failure);
      return released;
    },
    onChain: (_contract: ContractRentals, _rental: Rental): Promise<Rental> =>
      Promise.reject(
        new RentalError(RENTAL_ERROR_MESSAGES.completeRental, 'On chain the lender acts from their own wallet.'),
      ),
  },

  /** Lender or borrower: opens a dispute; the lender only until the inspection deadline once the tool is back. */
  fileDispute: rentalMove<{ reason: string }>({
    words: {
      label: 'File Dispute',
      style: 'danger',
      pending: 'Filing dispute...',
      success: () => 'Dispute filed',
      failure: RENTAL_ERROR_MESSAGES.fileDispute,
      confirm: ({ rental, role }: RentalMoment) => {
        const terms = termsOfRental(rental);
        const split = defaultDisputeSplit(terms, secondsOrNull(rental.endTime), secondsOrNull(rental.returnedAt));
        const admin = rental.disputeAdmin
          ? `the dispute admin (${shortenAddress(rental.disputeAdmin)})`
          : 'the dispute admin';
        return {
          title: 'File a dispute?',
          effects: [
            `The ${rentalMoney(rental, escrowOf(terms))} in escrow is frozen until ${admin} rules how it is shared.`,
            `If nobody rules within 30 days, either party may claim the default split, which as things stand credits ${settlementWords(rental, split, role)}${rental.returnedAt ? '' : ' (the tool is not marked returned yet)'}.`,
          ],
        };
      },
    },
    rule: (rental, role, now) =>
      requireState(rental, DISPUTABLE) ??
      onlyRoles(role, ['lender', 'borrower'], 'NotParty') ??
      (role === 'lender' && RETURNED.includes(rental.state)
        ? deadlinePassed(secondsOrNull(rental.inspectionDeadline), nowSeconds(now))
        : null),
    input: {
      fields: {
        reason: textField({
          label: 'Reason for the dispute',
          required: 'Please give a reason for the dispute.',
          maxLength: DISPUTE_TEXT_LIMIT,
          multiline: true,
          placeholder: 'What went wrong? e.g. the tool was damaged or not returned',
          hint: 'The escrow stays locked until a dispute admin resolves the dispute. You can add evidence in the Dispute Center.',
        }),
      },
      submit: { label: 'Submit Dispute', sending: 'Filing...' },
    },
    next: 'DISPUTE_OPENED',
    event: 'DisputeFiled',
    delayMs: 1000,
    simulate: (rental, now, actor, { reason }) => {
      rental.disputeReason = reason.trim();
      rental.disputeFiledBy = actor;
      rental.disputedAt = blockTimeIso(now);
    },
    send: (contract, id, { reason }) => contract.fileDispute(id, reason.trim()),
  }),

  /** Lender or borrower: evidence (condition photos' digest, or material for a dispute), from the deposit until a ruling. */
  submitEvidence: rentalMove<EvidenceSubmission>({
    words: {
      label: 'Submit Evidence',
      style: 'secondary',
      takenOn: '/disputes',
      pending: 'Submitting evidence...',
      // Condition photos recorded at pickup or return are a record, not evidence in a dispute.
      success: (_rental: Rental, [, evidence]: [rentalId: string, evidence: EvidenceSubmission]) =>
        evidence.condition ? `Condition photos recorded (at ${evidence.condition.stage})` : 'Evidence submitted',
      failure: RENTAL_ERROR_MESSAGES.updateState,
    },
    rule: (rental, role) =>
      requireState(rental, EVIDENCE_STATES) ?? onlyRoles(role, ['lender', 'borrower'], 'NotParty'),
    // Files and condition photos' digests: the Dispute Center's evidence panel and the condition recorder build it.
    input: {
      fields: null,
      check: (evidence) =>
        evidence.details.trim() || evidence.fileNames.length > 0 || evidence.condition
          ? null
          : 'Add a file or describe your evidence.',
    },
    next: null,
    event: 'Evidence',
    /** The specification's evidence submit delay. */
    delayMs: 1500,
    simulate: (rental, now, actor, evidence) => {
      const submitted = {
        party: actor,
        details: evidence.details.trim(),
        fileNames: [...evidence.fileNames],
        submittedAt: new Date(now).toISOString(),
      };
      rental.evidence.push(evidence.condition ? { ...submitted, condition: { ...evidence.condition } } : submitted);
    },
    send: (contract, id, evidence) => contract.submitEvidence(id, encodeEvidence(evidence)),
  }),

  /** The dispute admin (not a party): the lender's share of the escrow in basis points; the borrower gets the rest. */
  resolveDispute: rentalMove<{ lenderShareBps: number; details: string }>({
    words: {
      label: 'Resolve Dispute',
      takenOn: '/disputes',
      pending: 'Resolving dispute...',
      success: () => 'Dispute resolved',
      failure: RENTAL_ERROR_MESSAGES.updateState,
    },
    rule: (rental, role) =>
      requireState(rental, ['DISPUTE_OPENED']) ?? onlyRoles(role, ['disputeAdmin'], 'NotDisputeAdmin'),
    input: {
      fields: {
        lenderShareBps: RULING_SHARE_FIELD,
        details: textField({
          label: 'Resolution details',
          required: 'Please say why the escrow is shared this way.',
          maxLength: DISPUTE_TEXT_LIMIT,
          multiline: true,
        }),
      },
      submit: { label: 'Resolve Dispute', sending: 'Resolving...' },
    },
    next: 'RESOLUTION_REACHED',
    event: 'DisputeResolved',
    delayMs: 1000,
    simulate: (rental, now, _actor, { lenderShareBps, details }) => {
      rental.resolution = { lenderShareBps, details: details.trim(), resolvedAt: new Date(now).toISOString() };
    },
    send: (contract, id, { lenderShareBps, details }) => contract.resolveDispute(id, lenderShareBps, details.trim()),
  }),

  /** Lender, borrower or dispute admin: pays out the resolved shares. */
  finalizeRental: rentalMove({
    words: {
      label: 'Finalize',
      style: 'primary',
      hint: 'Pay out the resolved shares of the escrow',
      pending: 'Finalizing rental...',
      success: () => 'Rental finalized: the resolved shares have been paid out',
      failure: RENTAL_ERROR_MESSAGES.updateState,
      confirm: ({ rental, role, now }: RentalMoment) => ({
        title: 'Pay out the resolved shares?',
        effects: [
          `As the dispute admin ruled, the escrow credits ${settlementWords(rental, settlementNow(rental, now), role)}.`,
        ],
      }),
    },
    rule: (rental, role) =>
      requireState(rental, ['RESOLUTION_REACHED']) ??
      onlyRoles(role, ['lender', 'borrower', 'disputeAdmin'], 'NotParty'),
    next: 'TRANSACTION_COMPLETED',
    event: 'TransactionCompleted',
    delayMs: 1200,
    simulate: (rental, now) => settle(rental, now),
    send: (contract, id) => contract.finalizeRental(id),
  }),

  /**
   * The other side stayed silent past a deadline: the lender after endTime + the inspection period
   * of a tool never returned; either party after an unruled dispute's 30-day ruling period (the
   * default split, rules/rentalRules.ts `defaultDisputeSplit`); the borrower after the inspection
   * deadline of a returned tool.
   */
  claimCollateralAfterDeadline: rentalMove({
    words: {
      label: 'Claim After Deadline',
      style: 'secondary',
      hint: 'The other party missed the deadline: claim the escrow',
      pending: 'Claiming after the deadline...',
      success: () => 'Claim completed',
      failure: RENTAL_ERROR_MESSAGES.updateState,
      confirm: ({ rental, role, now }: RentalMoment) => {
        const why =
          rental.state === 'RENTAL_ACTIVE'
            ? 'The tool was never marked returned, so the lender gets the rent and the collateral.'
            : rental.state === 'DISPUTE_OPENED'
              ? 'The dispute admin did not rule within 30 days, so the default split applies.'
              : 'The lender did not complete the rental by the inspection deadline, so the escrow is settled as a release.';
        return {
          title: 'Claim the escrow now?',
          effects: [
            why,
            `The rental ends and its ${rentalMoney(rental, escrowOf(termsOfRental(rental)))} credits ${settlementWords(rental, claimSettlementNow(rental, now), role)}.`,
          ],
        };
      },
    },
    rule: (rental, role, now) => {
      const seconds = nowSeconds(now);
      if (rental.state === 'RENTAL_ACTIVE') {
        const claimTime = lenderClaimTime(rental);
        return (
          onlyRoles(role, ['lender'], 'NotLender') ??
          deadlineNotReached(claimTime === null ? null : claimTime / 1000, seconds)
        );
      }
      if (rental.state === 'DISPUTE_OPENED') {
        const claimTime = disputeSettlementTime(rental);
        return (
          onlyRoles(role, ['lender', 'borrower'], 'NotParty') ??
          deadlineNotReached(claimTime === null ? null : claimTime / 1000, seconds)
        );
      }
      return (
        requireState(rental, RETURNED) ??
        onlyRoles(role, ['borrower'], 'NotBorrower') ??
        deadlineNotReached(rental.inspectionDeadline === null ? null : secondsOf(rental.inspectionDeadline), seconds)
      );
    },
    next: 'TRANSACTION_COMPLETED',
    event: 'TransactionCompleted',
    delayMs: 1200,
    simulate: (rental, now) => settle(rental, now),
    send: (contract, id) => contract.claimCollateralAfterDeadline(id),
  }),

  /** Before pickup: the lender withdraws an open offer, or either party calls off an accepted one (full refund). */
  cancelRental: rentalMove({
    words: {
      label: 'Cancel Rental',
      style: 'secondary',
      hint: 'Cancel before pickup: the owner refunds in full; a borrower pays the cancellation fee the offer named',
      pending: 'Cancelling rental...',
      success: () => 'Rental cancelled',
      failure: RENTAL_ERROR_MESSAGES.updateState,
      confirm: (moment: RentalMoment) =>
        moment.rental.state === 'COLLATERAL_DEPOSITED'
          ? cancelDepositQuestion(moment)
          : {
              title: 'Withdraw this offer?',
              effects: ['Nobody has paid anything yet, so no money moves. The offer closes.'],
            },
    },
    rule: (rental, role) => {
      if (rental.state === 'AWAITING_COLLATERAL') return onlyRoles(role, ['lender'], 'NotLender');
      return requireState(rental, ['COLLATERAL_DEPOSITED']) ?? onlyRoles(role, ['lender', 'borrower'], 'NotParty');
    },
    asksWithCancellationFee: true,
    next: 'RENTAL_CANCELLED',
    event: 'RentalCancelled',
    delayMs: 1000,
    // As cancelRental splits it: the fee (when charged) to the lender, the rest back to the borrower.
    simulate: (rental, now, actor) => {
      if (rental.borrowerAddress) rental.settlement = cancellationSettlementNow(rental, actor, now);
    },
    send: (contract, id) => contract.cancelRental(id),
  }),

  /** Pays out the connected wallet's credited balance; resolves to the wei withdrawn. On chain only: the simulation credits nothing. */
  withdraw: {
    words: {
      label: 'Withdraw',
      pending: 'Withdrawing...',
      success: (amount: bigint) => `Withdrew ${formatEth(amount)}`,
      failure: RENTAL_ERROR_MESSAGES.updateState,
      confirm: (credited: bigint) => ({
        title: 'Withdraw your balance?',
        effects: [`The ${formatEth(credited)} the contract has credited to you is sent to your wallet.`],
      }),
    },
    simulated: null,
    unsupported: 'You have nothing to withdraw.',
    onChain: async (contract: ContractRentals) => {
      const failure = RENTAL_ERROR_MESSAGES.updateState;
      const amount = await contract.pendingWithdrawal(contract.account(failure));
      if (amount === 0n) throw new RentalError(failure, 'You have nothing to withdraw.');
      await contract.send(failure, (agreement) => agreement.withdraw());
      return amount;
    },
  },

  /**
   * Pays out the connected wallet's credit in one ERC-20 (the dollar token): credits are kept per
   * token (RentalAgreement v4). Resolves to the base units withdrawn. On chain only.
   */
  withdrawToken: {
    words: {
      label: 'Withdraw',
      pending: 'Withdrawing...',
      success: (amount: bigint, [{ currency }]: [credit: TokenCredit]) => `Withdrew ${formatMoney(amount, currency)}`,
      failure: RENTAL_ERROR_MESSAGES.updateState,
      // The ETH credit comes first, as for every action on no one rental; this question is about the token's.
      confirm: (_ethCredited: bigint, { currency, credited }: TokenCredit) => ({
        title: `Withdraw your ${currency.symbol} balance?`,
        effects: [`The ${formatMoney(credited, currency)} the contract has credited to you is sent to your wallet.`],
      }),
    },
    simulated: null,
    unsupported: 'You have nothing to withdraw.',
    onChain: async (contract: ContractRentals, { token }: TokenCredit) => {
      const failure = RENTAL_ERROR_MESSAGES.updateState;
      const amount = await contract.pendingTokenWithdrawal(token, contract.account(failure));
      if (amount === 0n) throw new RentalError(failure, 'You have nothing to withdraw.');
      await contract.send(failure, (agreement) => agreement.withdrawToken(token));
      return amount;
    },
  },

  /**
   * 'Confirm Rental' on a signed offer: opens the rental on exactly the signed terms and pays rent and
   * collateral, in one transaction. The offer is checked again first (signature, nonce, expiry, the
   * owner's wallet): a refusal is said before anything is sent. On chain only: the simulation has no signatures.
   */
  acceptSignedRentalOffer: {
    words: {
      label: 'Confirm Rental',
      pending: 'Renting: paying rent and collateral into escrow...',
      success: (_rental: Rental, [offer, input]: [offer: SignedOffer, input: RentalBooking]) =>
        rentedWords(offer.tool.name, formatMoney(signedOfferPayment(offer, input), offerCurrency(offer.signed) ?? ETH)),
      failure: RENTAL_ERROR_MESSAGES.createRental,
    },
    input: RENTING_INPUT,
    /** Rent for the days and the collateral, at exactly the signed terms. */
    payment: signedOfferPayment,
    simulated: null,
    unsupported: SIGNED_OFFERS_ON_CHAIN_ONLY,
    onChain: async (contract: ContractRentals, { tool, signed: offer }: SignedOffer, input: RentalBooking) => {
      const { start, days: duration } = input;
      const failure = RENTAL_ERROR_MESSAGES.createRental;
      const account = contract.account(failure);
      requireBookingInput(input);
      if (sameAddress(account, offer.terms.lender)) throw new RentalError(failure, 'You cannot rent your own tool.');
      const check = await contract.checkSignedOffer(offer, tool);
      if (!check.usable) throw new RentalError(failure, check.reason);
      const { terms, signature } = offer;
      // The calendar, not the signature, keeps a tool from being rented twice at once: a range taken
      // while the form was open is said before anything is sent (isBooked also refuses a bad start).
      if (await contract.isBooked(terms.lender, terms.toolId, start, duration))
        throw new RentalError(failure, RANGE_TAKEN);
      const amount = signedOfferPayment({ tool, signed: offer }, input);
      // RentalAgreement v4 books [start, start + days); a start of 0 books from the current hour.
      if (isEthPayment(terms.paymentToken)) {
        const receipt = await contract.send(failure, (agreement) =>
          agreement.acceptSignedRentalOffer(terms, signature, start, duration, { value: amount }),
        );
        return contract.createdRental(receipt, failure, 'The transaction did not open a rental.');
      }
      // A token rental: the balance is checked before the wallet is asked anything, then one permit
      // signature and one transaction (or an approve first, for a token without permit).
      const currency = offerCurrency(offer) ?? USDC;
      const balance = await contract.tokenBalance(terms.paymentToken, account);
      if (balance < amount) throw new RentalError(failure, tooLittleToken(balance, amount, currency));
      const permit = await contract.authorizeTokenPayment(failure, terms.paymentToken, amount);
      const receipt = await contract.send(failure, (agreement) =>
        permit
          ? agreement.acceptSignedRentalOfferWithPermit(
              terms,
              signature,
              start,
              duration,
              permit.deadline,
              permit.v,
              permit.r,
              permit.s,
            )
          : agreement.acceptSignedRentalOffer(terms, signature, start, duration),
      );
      return contract.createdRental(receipt, failure, 'The transaction did not open a rental.');
    },
  },

  /** Lender: makes every signed offer for the tool worthless (raises the nonce): a signature can otherwise be used until it expires. */
  cancelSignedOffers: {
    words: {
      label: 'Cancel signed offer',
      pending: 'Cancelling the signed offer...',
      success: (_done: true, [tool]: [tool: Tool]) => `The signed offer for ${tool.name} can no longer be used`,
      failure: RENTAL_ERROR_MESSAGES.updateState,
    },
    simulated: null,
    unsupported: SIGNED_OFFERS_ON_CHAIN_ONLY,
    onChain: async (contract: ContractRentals, tool: Tool): Promise<true> => {
      const failure = RENTAL_ERROR_MESSAGES.updateState;
      const account = contract.account(failure);
      if (!sameAddress(account, tool.ownerWalletAddress))
        throw new RentalError(failure, 'Only the owner of this tool can cancel its signed offers.');
      await contract.send(failure, (agreement) => agreement.cancelSignedOffers(contract.toolIdBytes32(tool.id)));
      return true;
    },
  },
};

/** Every action, by contract function. */
export type RentalActionName = keyof typeof ACTIONS;
/** What an action takes after the client (the rental id first for an action on one rental). */
export type ActionArgs<N extends RentalActionName> =
  Parameters<(typeof ACTIONS)[N]['onChain']> extends [unknown, ...infer Args] ? Args : never;
/** What an action resolves to: the rental afterwards, or (withdraw) the wei paid out. */
export type ActionResult<N extends RentalActionName> = Awaited<ReturnType<(typeof ACTIONS)[N]['onChain']>>;

/** The table, typed so that an entry looked up by a name of type N is known to take N's arguments. */
export const RENTAL_ACTIONS: { readonly [N in RentalActionName]: ActionEntry<ActionArgs<N>, ActionResult<N>> } =
  ACTIONS;

/** The entries of the actions on one existing rental, in the order their buttons appear. */
export const RENTAL_MOVES = (Object.keys(RENTAL_ACTIONS) as RentalActionName[]).filter(
  (name) => RENTAL_ACTIONS[name].rule !== undefined,
);

/** What an action's form asks for (undefined for an action without input). */
export type ActionInputOf<N extends RentalActionName> = InputOf<ActionArgs<N>>;
