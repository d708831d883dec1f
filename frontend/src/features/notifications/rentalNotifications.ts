import { shortenAddress } from '../../shared/format';
import { formatEth } from '../../shared/eth';
import { formatDateTime, formatDays, escrowOf, isOverdue, lateDays, rentOf, secondsOrNull, termsOfRental, roleOf, sameAddress, type Rental } from '../rentals';
import type { NotificationDraft, NotificationType } from './types';

type Draft = Omit<NotificationDraft, 'id'> & { kind: string };

/** Where a notification about `rental` leads: its card on My Rentals (the right tab), or its dispute. */
export function rentalLink(rental: Rental, lending: boolean, toDispute = false): string {
  if (toDispute) return `/disputes#rental-${rental.id}`;
  return `/dashboard${lending ? '?tab=lending' : ''}#rental-${rental.id}`;
}

const note = (kind: string, type: NotificationType, title: string, message: string, timestamp: string, actionUrl: string, readInitially = false): Draft => ({
  kind,
  type,
  title,
  message,
  timestamp,
  actionUrl,
  readInitially,
});

/**
 * What one rental tells `account` at `now` (ms), made from the rental itself rather than from
 * events seen in this tab, so both modes show the same after a reload: on chain the rental is
 * read from the wallet's own rentals' events and agreement. What the account did itself starts read.
 */
function notesFor(rental: Rental, account: string, now: number): Draft[] {
  const role = roleOf(rental, account);
  if (role !== 'lender' && role !== 'borrower') return [];
  const lending = role === 'lender';
  const tool = rental.toolName;
  const link = rentalLink(rental, lending);
  const other = shortenAddress(lending ? rental.borrowerAddress : rental.lenderAddress);
  const notes: Draft[] = [];
  const hasBorrower = !!rental.borrowerAddress;
  const deposited = hasBorrower && rental.state !== 'AWAITING_COLLATERAL' && rental.state !== 'RENTAL_CANCELLED';

  if (hasBorrower) {
    notes.push(
      lending
        ? note('request', 'rental_request', 'New rental request', `${other} wants to rent your ${tool} for ${formatDays(rental.duration)}.`, rental.createdAt, link)
        : note('request', 'rental_request', 'Rental requested', `You asked to rent the ${tool} for ${formatDays(rental.duration)}.`, rental.createdAt, link, true),
    );
  }
  if (deposited) {
    const escrow = formatEth(escrowOf(termsOfRental(rental)));
    notes.push(
      lending
        ? note('deposit', 'payment_received', 'Payment received', `${escrow} (rent and collateral) for your ${tool} is held in escrow until the rental completes.`, rental.createdAt, link)
        : note(
            'deposit',
            'payment_received',
            'Collateral deposited',
            `Your ${formatEth(rental.collateralWei)} collateral and ${formatEth(rentOf(termsOfRental(rental)))} rent for the ${tool} are in escrow. Confirm pickup once you have the tool.`,
            rental.createdAt,
            link,
            true,
          ),
    );
  }
  if (rental.startTime && rental.endTime) {
    notes.push(
      lending
        ? note('pickup', 'system', 'Pickup confirmed', `${other} confirmed picking up your ${tool}: you can hand it over. Due back ${formatDateTime(rental.endTime)}.`, rental.startTime, link)
        : note('pickup', 'return_reminder', 'Return reminder', `Return the ${tool} by ${formatDateTime(rental.endTime)}: each started day late costs the daily rate from your collateral.`, rental.startTime, link),
    );
  }
  const endTime = secondsOrNull(rental.endTime);
  if (rental.state === 'RENTAL_ACTIVE' && rental.endTime && endTime !== null && isOverdue(endTime, Math.floor(now / 1000))) {
    const days = lateDays(endTime, Math.floor(now / 1000));
    notes.push(
      note(
        `overdue-${days}`,
        'return_reminder',
        'Tool overdue',
        lending
          ? `Your ${tool} was due back ${formatDateTime(rental.endTime)} and is ${formatDays(days)} late; each started day adds the daily rate, paid to you from the collateral.`
          : `The ${tool} was due back ${formatDateTime(rental.endTime)}: ${formatDays(days)} late so far, each started day costs the daily rate from your collateral.`,
        rental.endTime,
        link,
      ),
    );
  }
  if (rental.returnedAt && rental.inspectionDeadline) {
    notes.push(
      lending
        ? note('return', 'system', 'Tool returned: inspect it', `${other} returned your ${tool}. Inspect it, then complete the rental or file a dispute before ${formatDateTime(rental.inspectionDeadline)}; after that the collateral can be claimed back.`, rental.returnedAt, link)
        : note('return', 'system', 'Return recorded', `The lender has until ${formatDateTime(rental.inspectionDeadline)} to inspect the ${tool}; after that you can claim your collateral back.`, rental.returnedAt, link, true),
    );
  }
  if (rental.disputedAt) {
    const own = sameAddress(rental.disputeFiledBy, account);
    notes.push(
      note('dispute', 'dispute', own ? 'Dispute filed' : 'Dispute opened', `${own ? 'You opened' : `${other} opened`} a dispute about the ${tool}: “${rental.disputeReason ?? ''}”`, rental.disputedAt, rentalLink(rental, lending, true), own),
    );
  }
  if (rental.resolution) {
    const share = rental.resolution.lenderShareBps / 100;
    notes.push(
      note('ruling', 'dispute', 'Dispute resolved', `The dispute admin ruled on the ${tool}: ${share}% of the escrow to the lender, ${100 - share}% to the borrower.`, rental.resolution.resolvedAt, rentalLink(rental, lending, true)),
    );
  }
  return notes.map((draft) => ({ ...draft, kind: `${draft.kind}-${rental.id}` }));
}

/**
 * The notifications that follow from the wallet's rentals at `now` (ms): a request, a deposit, a
 * pickup, a return to inspect with its deadline, an overdue tool, a dispute, a ruling, each
 * linking to the rental; and money waiting to be withdrawn (wei, on chain).
 */
export function notificationsFromRentals(rentals: Rental[], account: string | null, now: number, pendingWithdrawal: bigint | null = null): NotificationDraft[] {
  if (!account) return [];
  const drafts = rentals.flatMap((rental) => notesFor(rental, account, now));
  if (pendingWithdrawal !== null && pendingWithdrawal > 0n) {
    drafts.push(
      note(`withdraw-${pendingWithdrawal}`, 'payment_received', 'Money to withdraw', `${formatEth(pendingWithdrawal)} is credited to you. Withdraw it from My Rentals.`, new Date(now).toISOString(), '/dashboard'),
    );
  }
  return drafts.map(({ kind, ...draft }) => ({ id: `rental-${kind}`, ...draft }));
}
