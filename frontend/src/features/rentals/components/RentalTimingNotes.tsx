import { AlarmClock, CalendarClock, Handshake, PackageCheck, SearchCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime, formatDays, rentalMoney } from './rentalDisplay';
import { isOverdue, lateDays, bookingPickupOpensAt, rentOf, secondsOrNull, termsOfRental } from '../rules/rentalRules';
import { settlementNow } from '../rules/rentalStateMachine';
import type { Rental } from '../types';
import { useSettlement } from './useSettlement';

type Tone = 'amber' | 'green' | 'red' | 'slate';

const TONES: Record<Tone, string> = {
  amber: 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200',
  green: 'border-green-200 bg-green-50 text-green-900 dark:border-green-900 dark:bg-green-950/40 dark:text-green-200',
  red: 'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200',
  slate: 'border-slate-200 bg-slate-50 text-slate-800 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-200',
};

/** A note on a rental's card, in one of the cards' tones. */
export function Note({
  tone,
  icon,
  title,
  children,
  testId,
}: {
  tone: Tone;
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <div role="note" data-testid={testId} className={`rounded-lg border p-3 text-sm ${TONES[tone]}`}>
      <p className="flex items-center gap-2 font-semibold">
        <span className="shrink-0" aria-hidden>
          {icon}
        </span>
        {title}
      </p>
      {children && <div className="mt-1 space-y-0.5 opacity-90">{children}</div>}
    </div>
  );
}

/**
 * The handover rule where it matters (docs/contract.md): the lender lets the tool go only once
 * the page shows the pickup confirmed, which it does as soon as the confirmation is mined.
 */
export function HandoverNote({ rental, role, now }: { rental: Rental; role: 'lender' | 'borrower'; now: number }) {
  if (role === 'lender' && (rental.state === 'AWAITING_COLLATERAL' || rental.state === 'COLLATERAL_DEPOSITED')) {
    return (
      <Note
        tone="amber"
        icon={<Handshake className="h-4 w-4" />}
        title="Keep the tool until the pickup is confirmed"
        testId="handover-note"
      >
        <p>
          Hand the tool over only once this page shows the pickup confirmed. The borrower confirms pickup while you
          still hold the tool; this card updates the moment it is recorded.
        </p>
      </Note>
    );
  }
  if (role === 'borrower' && rental.state === 'COLLATERAL_DEPOSITED') {
    const opensAt = rental.booking ? bookingPickupOpensAt(rental.booking) * 1000 : null;
    if (opensAt !== null && now < opensAt)
      return (
        <Note
          tone="slate"
          icon={<Handshake className="h-4 w-4" />}
          title={`Meet the lender once pickup opens, ${formatDateTime(opensAt)}`}
          testId="handover-note"
        >
          <p>
            Until then the contract refuses a pickup. When you meet, confirm the pickup while the lender is with you:
            they hand the tool over once it shows on their page.
          </p>
        </Note>
      );
    return (
      <Note
        tone="slate"
        icon={<Handshake className="h-4 w-4" />}
        title="Confirm pickup when you meet the lender"
        testId="handover-note"
      >
        <p>
          The lender hands the tool over once your pickup confirmation shows on their page. Confirm it while they are
          with you.
        </p>
      </Note>
    );
  }
  if (role === 'lender' && rental.state === 'RENTAL_ACTIVE' && rental.startTime) {
    return (
      <Note
        tone="green"
        icon={<PackageCheck className="h-4 w-4" />}
        title="Pickup confirmed: you can hand the tool over"
        testId="handover-note"
      >
        <p>
          The borrower confirmed the pickup. The rental runs from {formatDateTime(rental.startTime)}
          {rental.endTime ? ` to ${formatDateTime(rental.endTime)}` : ''}.
        </p>
      </Note>
    );
  }
  return null;
}

/**
 * The borrower's card once the tool is back: until when the lender may inspect (and dispute), and
 * from when the borrower may claim the escrow if the lender stays silent, with what it would pay.
 */
export function InspectionDeadlineNote({
  rental,
  role,
  now,
}: {
  rental: Rental;
  role: 'lender' | 'borrower';
  now: number;
}) {
  if (
    role !== 'borrower' ||
    !(rental.state === 'TOOL_RETURNED' || rental.state === 'INSPECTION_PERIOD') ||
    !rental.inspectionDeadline
  )
    return null;
  const deadline = Date.parse(rental.inspectionDeadline);
  const claim = settlementNow(rental, now);
  return (
    <Note
      tone="slate"
      icon={<SearchCheck className="h-4 w-4" />}
      title={`The lender inspects the tool until ${formatDateTime(deadline)}`}
      testId="inspection-deadline"
    >
      <p>
        If the lender has not completed the rental by then, you may claim the escrow from{' '}
        <strong data-testid="claim-from">{formatDateTime(deadline + 1000)}</strong>:{' '}
        {rentalMoney(rental, claim.toLender)} credited to the lender and {rentalMoney(rental, claim.toBorrower)} of your
        collateral credited back to you.
      </p>
    </Note>
  );
}

/**
 * When the tool is due back and, once it is late, the fee so far and what the collateral will
 * return: the daily rate for each started day late, capped at the collateral (contract `settlementOf`).
 */
export function DueBackNote({ rental, role, now }: { rental: Rental; role: 'lender' | 'borrower'; now: number }) {
  const endTime = secondsOrNull(rental.endTime);
  const nowSeconds = Math.floor(now / 1000);
  const returned = rental.state === 'TOOL_RETURNED' || rental.state === 'INSPECTION_PERIOD';
  const returnedAt = secondsOrNull(rental.returnedAt);
  const daysLate =
    endTime === null
      ? 0
      : rental.state === 'RENTAL_ACTIVE'
        ? lateDays(endTime, nowSeconds)
        : returned && returnedAt !== null
          ? lateDays(endTime, returnedAt)
          : 0;
  const settlement = useSettlement(rental.id, daysLate > 0, `${rental.state}:${daysLate}`);
  if (!rental.endTime || endTime === null) return null;

  if (rental.state === 'RENTAL_ACTIVE' && !isOverdue(endTime, nowSeconds)) {
    return (
      <Note
        tone="slate"
        icon={<CalendarClock className="h-4 w-4" />}
        title={`Due back ${formatDateTime(rental.endTime)}`}
        testId="due-back"
      >
        <p>
          {role === 'borrower'
            ? 'Return it by then: each started day late costs the daily rate, taken from your collateral.'
            : 'Each started day late costs the borrower the daily rate, paid to you from the collateral.'}
        </p>
      </Note>
    );
  }
  if (daysLate === 0) return null;

  const fee = settlement ? settlement.toLender - rentOf(termsOfRental(rental)) : null;
  const title =
    rental.state === 'RENTAL_ACTIVE'
      ? `Overdue since ${formatDateTime(rental.endTime)}`
      : `Returned ${formatDays(daysLate)} late`;
  return (
    <Note
      tone={rental.state === 'RENTAL_ACTIVE' ? 'red' : 'amber'}
      icon={<AlarmClock className="h-4 w-4" />}
      title={title}
      testId="overdue"
    >
      <p>
        {rental.state === 'RENTAL_ACTIVE' ? 'Late fee so far' : 'Late fee'} ({formatDays(daysLate)} at the daily rate,
        at most the collateral): <strong data-testid="late-fee">{fee === null ? '…' : rentalMoney(rental, fee)}</strong>
      </p>
      <p>
        {role === 'borrower' ? 'Your collateral will return' : 'The collateral will return to the borrower'}:{' '}
        <strong data-testid="collateral-return">{settlement ? rentalMoney(rental, settlement.toBorrower) : '…'}</strong>
      </p>
    </Note>
  );
}
