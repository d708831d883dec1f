/**
 * The footer's Safety Tips, FAQ and Privacy pages, written from the rules the app runs by
 * (rentalRuleWords.ts) and from what it really stores where (docs/frontend.md, docs/supabase.md).
 */
import { RULE_NUMBERS, RULE_WORDS, type HelpSection } from './rentalRuleWords';

/** Safety Tips: what protects each side, as the app works. */
export const SAFETY_TIPS: readonly HelpSection[] = [
  {
    title: 'Before you hand over or take a tool',
    paragraphs: [
      'Lenders: let the tool go only once the rental card shows the pickup confirmed. Until then the rental has not started, and either side may still cancel (the borrower paying the listing’s cancellation fee, if it names one).',
      'Take condition photos from the rental card at the pickup and at the return. Their fingerprint is recorded on chain with the time, so neither side can later claim the tool looked different.',
    ],
  },
  {
    title: 'Meeting in person',
    paragraphs: [
      'Meet somewhere public and well lit, or bring someone along. Check that the tool works before you confirm the pickup, and show the borrower how to use it safely.',
      'Keep the conversation in Messages, so that what was agreed is written down.',
    ],
  },
  {
    title: 'Money',
    paragraphs: [
      'Never pay outside the app. The rent and the collateral go into escrow on the rental agreement, which pays them out by the Rental terms; a payment sent to someone directly has none of that protection.',
      RULE_WORDS.withdraw,
    ],
  },
  {
    title: 'Your wallet',
    paragraphs: [
      'Toolshare never asks for your recovery phrase or private key. Your wallet asks you to sign a message when you link it to your account, and to approve each transaction: read what it shows before you approve.',
    ],
  },
  { title: 'If something goes wrong', paragraphs: [RULE_WORDS.dispute, RULE_WORDS.ruling] },
];

/** FAQ: the questions newcomers ask, answered by the rules. */
export const FAQ: readonly HelpSection[] = [
  {
    title: 'How long can I rent a tool?',
    paragraphs: [RULE_WORDS.rentalDays],
  },
  {
    title: 'What is the collateral, and when do I get it back?',
    paragraphs: [
      'The collateral is a deposit held in escrow with the rent. It comes back to the borrower, less any late fee, once the lender completes the rental or the inspection period ends without a word from the lender.',
      RULE_WORDS.lateFee,
    ],
  },
  {
    title: 'What is the inspection period?',
    paragraphs: [
      `The time the lender has, after the tool is back, to check it before the collateral is returned: ${RULE_NUMBERS.inspectionPeriod}, chosen by the lender on the listing form and shown on the tool's page before you rent.`,
      RULE_WORDS.silentLender,
    ],
  },
  {
    title: 'Do I need a wallet?',
    paragraphs: [
      'To browse, no. To rent or to be paid for a tool, yes: a browser Ethereum wallet, linked to your account from your Profile. Linking asks the wallet to sign a message that proves the address is yours.',
    ],
  },
  {
    title: 'Can I cancel?',
    paragraphs: [RULE_WORDS.cancel],
  },
  {
    title: 'Why can nobody else see my listing?',
    paragraphs: [
      'When this copy of Toolshare has no shared backend configured, listings are kept in the browser they were made in: see Where your data is kept in the Privacy page.',
    ],
  },
];

/** Privacy: what is kept where, and who can see it. */
export const PRIVACY: readonly HelpSection[] = [
  {
    id: 'where-data-is-kept',
    title: 'Where your data is kept',
    paragraphs: [
      "Without a shared backend (the TEST badge shows in the header), everything is kept in this browser's own storage: your account (your e-mail and a salted hash of your password, never the password itself), your listings and their photos, messages, reviews and signed offers. Nothing of it leaves this browser, so a borrower using another browser or device cannot see your listings.",
      'When the site is set up with a shared backend (a Supabase project run by whoever operates this site), accounts, listings, photos, messages, notifications, reviews and signed offers are kept there instead, so that other members can see what is meant for them.',
    ],
  },
  {
    title: 'What is public on the blockchain',
    paragraphs: [
      'Rentals made on chain are recorded by the rental agreement on a public blockchain: the wallet addresses of both parties, the amounts, the times, a dispute’s reason and the fingerprints of condition photos. Anyone can read them, and they cannot be deleted. The photos themselves stay off the chain.',
    ],
  },
  {
    title: 'Your wallet',
    paragraphs: [
      'The site sees your wallet address and asks your wallet for signatures and transactions; it never sees your private key. Disconnecting the wallet from the header only stops this site from using it.',
    ],
  },
  {
    title: 'Cookies and tracking',
    paragraphs: [
      'Toolshare sets no cookies and runs no analytics or advertising. It keeps a few settings in your browser (the theme, the rentals mode, where you were on a page) and downloads no fonts or scripts from elsewhere.',
    ],
  },
];
