/**
 * The rental rules in plain words, in one place, for "How it works" and "Rental terms". Every
 * number is read from the rule table the app charges and refuses by (features/rentals'
 * rentalRules.ts) or from the rental form's limits, never retyped, so the pages follow the rules.
 *
 * The default split of an unruled dispute is written for the contract's third version
 * (docs/contract.md, "The default split of an unruled dispute"): only what is disputed is split.
 */
import {
  DAY_SECONDS,
  DISPUTE_RULING_PERIOD_SECONDS,
  MAX_INSPECTION_PERIOD_SECONDS,
  MAX_SHARE_BPS,
  MIN_INSPECTION_PERIOD_SECONDS,
  defaultDisputeSplit,
  formatDays,
  lateFee,
  rentOf,
} from '../rentals';
import { MAX_RENTAL_DAYS, MIN_RENTAL_DAYS } from '../tools';
import { formatEth, parseEth } from '../../shared/eth';

const periodOf = (seconds: number): string => formatDays(seconds / DAY_SECONDS);

/** A share in basis points as people say it: "half", or a percentage. */
export function shareInWords(bps: number): string {
  return bps * 2 === MAX_SHARE_BPS ? 'half' : `${(bps * 100) / MAX_SHARE_BPS}%`;
}

/** The worked example's rental: its amounts are made up; what they cost is the rule table's. */
const EXAMPLE = { rentalRate: parseEth('0.01'), collateralAmount: parseEth('0.05'), rentalDuration: 3 };
const HOUR_SECONDS = 60 * 60;

/** The example's late fee for a return `secondsLate` after the end, priced by the rule table. */
const exampleFee = (secondsLate: number): string => formatEth(lateFee(EXAMPLE, 0, secondsLate));

/** The example returned one day and one hour late, then left in an unruled dispute: split by the rule table. */
const EXAMPLE_RETURN = DAY_SECONDS + HOUR_SECONDS;
const exampleSplit = defaultDisputeSplit(EXAMPLE, 0, EXAMPLE_RETURN);
const exampleKept = defaultDisputeSplit(EXAMPLE, 0, null);
/** What the default split leaves in dispute (the collateral after the late fee), and the lender's share of it in basis points. */
const exampleDisputed = EXAMPLE.collateralAmount - lateFee(EXAMPLE, 0, EXAMPLE_RETURN);
const disputedLenderShareBps = Number(
  ((exampleSplit.toLender - rentOf(EXAMPLE) - lateFee(EXAMPLE, 0, EXAMPLE_RETURN)) * BigInt(MAX_SHARE_BPS)) /
    exampleDisputed,
);

export const RULE_NUMBERS = {
  rentalDays: `${formatDays(MIN_RENTAL_DAYS)} to ${formatDays(MAX_RENTAL_DAYS)}`,
  inspectionPeriod: `${periodOf(MIN_INSPECTION_PERIOD_SECONDS)} to ${periodOf(MAX_INSPECTION_PERIOD_SECONDS)}`,
  rulingPeriod: periodOf(DISPUTE_RULING_PERIOD_SECONDS),
  defaultShare: shareInWords(disputedLenderShareBps),
} as const;

export const RULE_WORDS = {
  rentalDays: `A rental lasts ${RULE_NUMBERS.rentalDays}. Its days are counted from the pickup, not from the booking.`,
  escrow:
    'When you rent, you pay the whole rent and a refundable collateral at once, in the currency the listing is priced in (ETH or USDC, a dollar token). The money does not go to the lender: the rental agreement (a contract on the blockchain) holds it in escrow until the rental is settled.',
  cancel:
    'Before the pickup, a rental can be cancelled: the lender may cancel an offer, and once the money is deposited the lender or the borrower may cancel. A lender who cancels refunds the deposit in full. A borrower who cancels pays the cancellation fee the listing named (0% to 50% of the rent, shown on the tool page and in the rent form before paying; many listings have none) and gets the rest back. If nobody picks the tool up by the end of the booked range, a cancellation by either side costs the borrower that same fee.',
  inspectionPeriod: `Each listing has an inspection period of ${RULE_NUMBERS.inspectionPeriod}, chosen by the lender: the time the lender has, after the return, to check the tool.`,
  release:
    'When the lender is satisfied and completes the rental, the lender is credited the rent (and any late fee) and the borrower gets the rest of the collateral back.',
  silentLender:
    'If the lender does nothing until the inspection deadline passes, the borrower may claim: the rental settles as if the lender had completed it.',
  lateFee: `A late return costs one day's rent for each started day late, taken from the collateral and never more than the whole collateral.`,
  lateFeeExample: `For example, at ${formatEth(EXAMPLE.rentalRate)} a day with ${formatEth(EXAMPLE.collateralAmount)} collateral: returned one hour late costs ${exampleFee(HOUR_SECONDS)}; one day and one hour late, ${exampleFee(DAY_SECONDS + HOUR_SECONDS)}; ten days late, ${exampleFee(10 * DAY_SECONDS)} (the whole collateral). The rent itself, ${formatEth(rentOf(EXAMPLE))} for ${formatDays(EXAMPLE.rentalDuration)}, is paid in any case.`,
  nonReturn:
    'If the tool is never marked returned, once the end of the rental plus the inspection period has passed, the lender may claim the whole escrow: the rent and all of the collateral.',
  dispute:
    'Either party may open a dispute once the tool is picked up and until the rental is completed, saying what went wrong. The escrow is then frozen. Before the pickup there is nothing to dispute: either party may cancel, and the deposit is refunded in full. A borrower who disputes before giving the tool back can still mark it returned during the dispute (the late fee stops counting then). Condition photos taken at pickup and at return are timestamped and serve as evidence, and more evidence can be added in the Dispute Center.',
  ruling:
    'A dispute admin rules how the escrow is shared. The admin of a rental is fixed at the pickup, so the borrower knows who would rule before taking the tool. After a ruling, either party finalizes it to pay the shares out.',
  rulingPeriod: `If the admin has not ruled within ${RULE_NUMBERS.rulingPeriod} of the dispute, either party may settle it by the default split.`,
  defaultSplitReturned: `The default split, if the tool was marked returned: the lender gets the rent and the late fee up to the return, and the rest of the collateral is split in ${RULE_NUMBERS.defaultShare} (the lender's ${RULE_NUMBERS.defaultShare} rounded down to the wei). Nobody can dispute their way out of rent or a late fee.`,
  defaultSplitExample: `For example, the rental above returned one day and one hour late and then left unruled: the lender gets ${formatEth(exampleSplit.toLender)} and the borrower ${formatEth(exampleSplit.toBorrower)}; never returned, the lender gets ${formatEth(exampleKept.toLender)} and the borrower ${formatEth(exampleKept.toBorrower)}.`,
  defaultSplitKept:
    'The default split, if the tool was never marked returned: the lender gets the whole escrow, as in the claim for a tool not returned. A borrower who keeps the tool cannot dispute their way to part of the collateral.',
  withdraw:
    'Money is never sent to you automatically: whatever a rental credits you waits in your balance on the rental agreement until you withdraw it from My Rentals. Your balance is kept per currency: what a USDC rental credits you is withdrawn in USDC, apart from your ETH.',
} as const;

export interface HelpSection {
  title: string;
  paragraphs: readonly string[];
  /** The section's anchor, for links to it (`/privacy#where-data-is-kept`). */
  id?: string;
}

/** "How it works": the rental steps in order, then what protects each side. */
export const HOW_IT_WORKS: readonly HelpSection[] = [
  { title: '1. Find a tool and rent it', paragraphs: [RULE_WORDS.rentalDays, RULE_WORDS.escrow] },
  {
    title: '2. Pick it up',
    paragraphs: [
      'Meet the lender and take the tool, then confirm the pickup in the app: the rental starts then. Condition photos taken at the handover protect you both.',
      RULE_WORDS.cancel,
    ],
  },
  {
    title: '3. Bring it back',
    paragraphs: [
      'Return the tool by the end of the rental and confirm the return in the app.',
      RULE_WORDS.lateFee,
      RULE_WORDS.lateFeeExample,
    ],
  },
  {
    title: '4. Inspection and payout',
    paragraphs: [RULE_WORDS.inspectionPeriod, RULE_WORDS.release, RULE_WORDS.silentLender, RULE_WORDS.withdraw],
  },
  {
    title: 'The deposit',
    paragraphs: [
      'The collateral is a deposit, not a price: it comes back to the borrower, less any late fee, when the tool comes back in good condition.',
      RULE_WORDS.nonReturn,
    ],
  },
  {
    title: 'Disputes',
    paragraphs: [
      RULE_WORDS.dispute,
      RULE_WORDS.ruling,
      RULE_WORDS.rulingPeriod,
      RULE_WORDS.defaultSplitReturned,
      RULE_WORDS.defaultSplitKept,
      RULE_WORDS.defaultSplitExample,
    ],
  },
];

/** "Rental terms": what both parties agree to when a rental is confirmed. */
export const RENTAL_TERMS: readonly HelpSection[] = [
  { title: 'Payment and escrow', paragraphs: [RULE_WORDS.escrow, RULE_WORDS.rentalDays, RULE_WORDS.withdraw] },
  { title: 'Cancellation', paragraphs: [RULE_WORDS.cancel] },
  { title: 'Return and late fees', paragraphs: [RULE_WORDS.lateFee, RULE_WORDS.nonReturn] },
  { title: 'Inspection', paragraphs: [RULE_WORDS.inspectionPeriod, RULE_WORDS.release, RULE_WORDS.silentLender] },
  {
    title: 'Disputes',
    paragraphs: [
      RULE_WORDS.dispute,
      RULE_WORDS.ruling,
      RULE_WORDS.rulingPeriod,
      RULE_WORDS.defaultSplitReturned,
      RULE_WORDS.defaultSplitKept,
      RULE_WORDS.defaultSplitExample,
    ],
  },
  {
    title: 'Between neighbours',
    paragraphs: [
      'The lender lists the tool honestly and hands it over working; the borrower uses it with care and brings it back clean and on time. Toolshare is a marketplace: the rental is an agreement between the two of you, and the contract only holds and pays out the money as described here.',
    ],
  },
];
