import { ETH, formatMoney } from '../../shared/money';
import {
  formatDateTime,
  formatDays,
  escrowOf,
  isOverdue,
  lateDays,
  rentOf,
  secondsOrNull,
  termsOfRental,
  otherParty,
  rentalMoney,
  roleOf,
  sameAddress,
  creditWords,
  fundsIn,
  isSimulated,
  SIMULATED_FUNDS,
  type Funds,
  type Rental,
} from '../rentals';
import type { NotificationDraft, NotificationType } from './types';

type Draft = Omit<NotificationDraft, 'id'> & { kind: string };

/** The name of the person behind a wallet (an account, a listing's owner), or null when nobody here knows it. */
export type NameOfWallet = (address: string) => string | null;

/** Where a notification about `rental` leads: its card on My Rentals (the right tab), or its dispute. */
export function rentalLink(rental: Rental, lending: boolean, toDispute = false): string {
  if (toDispute) return `/disputes#rental-${rental.id}`;
  return `/dashboard${lending ? '?tab=lending' : ''}#rental-${rental.id}`;
}

const note = (
  kind: string,
  type: NotificationType,
  title: string,
  message: string,
  timestamp: string,
  actionUrl: string,
  readInitially = false,
): Draft => ({
  kind,
  type,
  title,
  message,
  timestamp,
  actionUrl,
  readInitially,
});

/** The states in which the borrower still has the tool: the return reminder applies only then. */
const stillBorrowed = (rental: Rental) =>
  rental.state === 'RENTAL_ACTIVE' || (rental.state === 'DISPUTE_OPENED' && !rental.returnedAt);

/**
 * What one rental tells `account` at `now` (ms), made from the rental itself rather than from
 * events seen in this tab, so both modes show the same after a reload: on chain the rental is
 * read from the wallet's own rentals' events and agreement. Each step the other party (or the
 * dispute admin) took starts unread and names them; what the account did itself starts read; a
 * reminder is there only while it still applies.
 */
function notesFor(rental: Rental, account: string, now: number, nameOf: NameOfWallet, funds: Funds): Draft[] {
  const role = roleOf(rental, account);
  if (role !== 'lender' && role !== 'borrower') return [];
  const lending = role === 'lender';
  const tool = rental.toolName;
  const link = rentalLink(rental, lending);
  const otherAddress = otherParty(rental, role).address;
  // A name, never an address: "the borrower" when nobody here knows who it is.
  const named = otherAddress ? nameOf(otherAddress) : null;
  const other = named ?? (lending ? 'the borrower' : 'the lender');
  // At the start of a sentence: a name as it is written (names are e-mail local parts), the role capitalised.
  const Other = named ?? (lending ? 'The borrower' : 'The lender');
  const byMe = (address: string | undefined) => !!address && sameAddress(address, account);
  const terms = termsOfRental(rental);
  const notes: Draft[] = [];
  const hasBorrower = !!rental.borrowerAddress;
  // On chain the borrower is known only from the deposit on; the simulation names them at the request.
  const deposited = hasBorrower && rental.state !== 'AWAITING_COLLATERAL';
  const simulatedWords = isSimulated(funds) ? ' (simulated: no money moved)' : '';

  if (hasBorrower) {
    notes.push(
      lending
        ? note(
            'request',
            'rental_request',
            'New rental',
            `${Other} rented your ${tool} for ${formatDays(rental.duration)}.`,
            rental.createdAt,
            link,
          )
        : note(
            'request',
            'rental_request',
            'You rented a tool',
            `You rented ${other}'s ${tool} for ${formatDays(rental.duration)}.`,
            rental.createdAt,
            link,
            true,
          ),
    );
  }
  if (deposited) {
    notes.push(
      lending
        ? note(
            'deposit',
            'payment_received',
            'Payment held in escrow',
            `${Other} paid ${rentalMoney(rental, escrowOf(terms))} (${rentalMoney(rental, rentOf(terms))} rent and ${rentalMoney(rental, rental.collateralWei)} collateral) for your ${tool}${simulatedWords}. It is held in escrow: the rent is credited to you when the rental completes.`,
            rental.createdAt,
            link,
          )
        : note(
            'deposit',
            'payment_received',
            'Collateral deposited',
            `Your ${rentalMoney(rental, rental.collateralWei)} collateral and ${rentalMoney(rental, rentOf(terms))} rent for the ${tool} are held in escrow${simulatedWords}. Confirm pickup once you have the tool.`,
            rental.createdAt,
            link,
            true,
          ),
    );
  }
  if (rental.startTime && rental.endTime) {
    if (lending) {
      notes.push(
        note(
          'pickup',
          'system',
          'Pickup confirmed',
          `${Other} confirmed picking up your ${tool}: you can hand it over. Due back ${formatDateTime(rental.endTime)}.`,
          rental.startTime,
          link,
        ),
      );
    } else if (stillBorrowed(rental)) {
      notes.push(
        note(
          'pickup',
          'return_reminder',
          'Return reminder',
          `Return the ${tool} to ${other} by ${formatDateTime(rental.endTime)}: each started day late costs the daily rate from your collateral.`,
          rental.startTime,
          link,
        ),
      );
    }
  }
  const endTime = secondsOrNull(rental.endTime);
  if (
    rental.state === 'RENTAL_ACTIVE' &&
    rental.endTime &&
    endTime !== null &&
    isOverdue(endTime, Math.floor(now / 1000))
  ) {
    const days = lateDays(endTime, Math.floor(now / 1000));
    notes.push(
      note(
        `overdue-${days}`,
        'return_reminder',
        'Tool overdue',
        lending
          ? `Your ${tool} was due back from ${other} ${formatDateTime(rental.endTime)} and is ${formatDays(days)} late; each started day adds the daily rate, paid to you from the collateral.`
          : `The ${tool} was due back ${formatDateTime(rental.endTime)}: ${formatDays(days)} late so far, each started day costs the daily rate from your collateral.`,
        rental.endTime,
        link,
      ),
    );
  }
  if (rental.returnedAt && rental.inspectionDeadline) {
    const inspecting = rental.state === 'TOOL_RETURNED' || rental.state === 'INSPECTION_PERIOD';
    const deadline = formatDateTime(rental.inspectionDeadline);
    notes.push(
      lending
        ? inspecting
          ? note(
              'return',
              'system',
              'Tool returned: inspect it',
              `${Other} returned your ${tool}. Inspect it, then complete the rental or file a dispute before ${deadline}; after that ${other} can claim the collateral back.`,
              rental.returnedAt,
              link,
            )
          : note('return', 'system', 'Tool returned', `${Other} returned your ${tool}.`, rental.returnedAt, link)
        : note(
            'return',
            'system',
            'Return recorded',
            inspecting
              ? `${Other} has until ${deadline} to inspect the ${tool}; after that you can claim your collateral back.`
              : `You returned the ${tool}.`,
            rental.returnedAt,
            link,
            true,
          ),
    );
  }
  if (rental.receivedAt && rental.inspectionDeadline) {
    notes.push(
      lending
        ? note(
            'receipt',
            'system',
            'Receipt confirmed',
            `You confirmed having the ${tool} back.`,
            rental.receivedAt,
            link,
            true,
          )
        : note(
            'receipt',
            'system',
            'Tool received back',
            `${Other} confirmed having the ${tool} back and is inspecting it, until ${formatDateTime(rental.inspectionDeadline)} at the latest.`,
            rental.receivedAt,
            link,
          ),
    );
  }
  if (rental.disputedAt) {
    const own = byMe(rental.disputeFiledBy);
    notes.push(
      note(
        'dispute',
        'dispute',
        own ? 'Dispute filed' : 'Dispute opened',
        `${own ? 'You opened' : `${Other} opened`} a dispute about the ${tool}: “${rental.disputeReason ?? ''}”`,
        rental.disputedAt,
        rentalLink(rental, lending, true),
        own,
      ),
    );
  }
  if (rental.resolution) {
    const share = rental.resolution.lenderShareBps / 100;
    notes.push(
      note(
        'ruling',
        'dispute',
        'Dispute resolved',
        `The dispute admin ruled on the ${tool}: ${share}% of the escrow to ${lending ? 'you' : other}, ${100 - share}% to ${lending ? other : 'you'}. Either of you can now finalize the rental to pay it out.`,
        rental.resolution.resolvedAt,
        rentalLink(rental, lending, true),
      ),
    );
  }
  if (rental.closedAt)
    notes.push(closingNote(rental, lending, other, Other, byMe(rental.closedBy), link, fundsIn(funds, rental)));
  return notes.map((draft) => ({
    ...draft,
    kind: `${draft.kind}-${rental.id}`,
    ...(rental.sample ? { sample: true } : {}),
  }));
}

/**
 * How a rental ended, for one party: cancelled with the deposit refunded, or completed with what is
 * credited to them ("credited — Withdraw to receive it", then "withdrawn"; never "paid" or "held in escrow").
 */
function closingNote(
  rental: Rental,
  lending: boolean,
  other: string,
  Other: string,
  ownStep: boolean,
  link: string,
  funds: Funds,
): Draft {
  const tool = rental.toolName;
  const at = rental.closedAt ?? rental.createdAt;
  if (rental.state === 'RENTAL_CANCELLED') {
    const refund = rentalMoney(rental, rental.settlement?.toBorrower ?? escrowOf(termsOfRental(rental)));
    const who = ownStep ? 'You' : Other;
    return note(
      'closed',
      'system',
      'Rental cancelled',
      lending
        ? `${who} cancelled the ${tool} rental before pickup; the deposit is refunded: ${creditWords(refund, 'borrower', 'lender', funds, other)}.`
        : `${who} cancelled the ${tool} rental before pickup; your deposit is refunded: ${creditWords(refund, 'borrower', 'borrower', funds)}.`,
      at,
      link,
      ownStep,
    );
  }
  const credited = rental.settlement ? (lending ? rental.settlement.toLender : rental.settlement.toBorrower) : null;
  if (credited === null)
    return note(
      'closed',
      'system',
      'Rental completed',
      `The ${tool} rental with ${other} is complete.`,
      at,
      link,
      ownStep,
    );
  if (credited === 0n)
    return note(
      'closed',
      'system',
      'Rental completed',
      `The ${tool} rental with ${other} is complete: nothing is credited to you.`,
      at,
      link,
      ownStep,
    );
  const what = lending ? 'Rent (and any late fee)' : 'Your collateral';
  const side = lending ? 'lender' : 'borrower';
  return note(
    'closed',
    'payment_received',
    'Payment received',
    `The ${tool} rental with ${other} is complete. ${what}: ${creditWords(rentalMoney(rental, credited), side, side, funds)}.`,
    at,
    link,
    ownStep,
  );
}

/** The wallets of the other parties of `account`'s rentals: whom its notifications name (by `nameOf`). */
export function otherPartiesOf(rentals: Rental[], account: string | null): string[] {
  return rentals.flatMap((rental) => {
    const role = roleOf(rental, account);
    const other = role === 'lender' || role === 'borrower' ? otherParty(rental, role).address : '';
    return other ? [other] : [];
  });
}

/**
 * The notifications that follow from the wallet's rentals at `now` (ms): every step either party
 * took (request, deposit, pickup, return, receipt, dispute, ruling, completion or cancellation),
 * naming the other party by `nameOf`, each linking to the rental; and money waiting to be
 * withdrawn on chain, one note per currency (ETH, the dollar token).
 */
export function notificationsFromRentals(
  rentals: Rental[],
  account: string | null,
  now: number,
  funds: Funds = SIMULATED_FUNDS,
  nameOf: NameOfWallet = () => null,
): NotificationDraft[] {
  if (!account) return [];
  const drafts = rentals.flatMap((rental) => notesFor(rental, account, now, nameOf, funds));
  // One note per currency with money waiting: credits are kept per token (RentalAgreement v4).
  const credits = [{ amount: funds.credited, currency: ETH }, ...(funds.tokenCredited ? [funds.tokenCredited] : [])];
  for (const { amount, currency } of credits) {
    if (amount === null || amount === 0n) continue;
    drafts.push(
      note(
        currency.code === 'ETH' ? `withdraw-${amount}` : `withdraw-${currency.code}-${amount}`,
        'payment_received',
        'Money to withdraw',
        `${formatMoney(amount, currency)} is credited to you. Withdraw it from My Rentals.`,
        new Date(now).toISOString(),
        '/dashboard',
      ),
    );
  }
  return drafts.map(({ kind, ...draft }) => ({ id: `rental-${kind}`, ...draft }));
}
