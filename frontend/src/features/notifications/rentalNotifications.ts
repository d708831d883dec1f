import { formatEth, shortenAddress } from '../../shared/format';
import { formatDate, formatDays, rentalCost, rentalTotal, roleOf, sameAddress, type RentalEvent } from '../rentals';
import type { NotificationDraft, NotificationType } from './types';

interface Message { type: NotificationType; title: string; message: string; actionUrl: string }

/** What one rental event tells `account`, or null when it tells it nothing. */
function messageFor(event: RentalEvent, account: string): Message | null {
  const { rental } = event;
  const role = roleOf(rental, account);
  if (role !== 'lender' && role !== 'borrower') return null;
  const tool = rental.toolName;
  const lending = role === 'lender';
  const dashboard = lending ? '/dashboard?tab=lending' : '/dashboard';

  switch (event.type) {
    case 'RentalCreated':
      return lending
        ? { type: 'rental_request', title: 'New rental request', message: `${shortenAddress(rental.borrowerAddress)} wants to rent your ${tool} for ${formatDays(rental.duration)}.`, actionUrl: dashboard }
        : null;
    case 'CollateralDeposited':
      return lending
        ? { type: 'payment_received', title: 'Payment received', message: `${formatEth(rentalTotal(rental))} (rent and collateral) for your ${tool} is held in escrow until the rental completes.`, actionUrl: dashboard }
        : { type: 'payment_received', title: 'Collateral deposited', message: `Your ${formatEth(rental.collateralWei)} collateral and ${formatEth(rentalCost(rental))} rent for the ${tool} are in escrow. Confirm pickup once you have the tool.`, actionUrl: dashboard };
    case 'RentalActivated':
      return lending
        ? { type: 'system', title: 'Rental started', message: `${shortenAddress(rental.borrowerAddress)} picked up your ${tool}.`, actionUrl: dashboard }
        : { type: 'return_reminder', title: 'Return reminder', message: `Return the ${tool} by ${rental.endTime ? formatDate(rental.endTime) : 'the end of the rental'} to get your collateral back.`, actionUrl: dashboard };
    case 'ToolReturned':
      return lending
        ? { type: 'system', title: 'Tool returned', message: `Your ${tool} was returned. Inspect it, then complete the rental or file a dispute${rental.inspectionDeadline ? ` before ${formatDate(rental.inspectionDeadline)}` : ''}.`, actionUrl: dashboard }
        : null;
    case 'InspectionStarted':
      return lending ? null : { type: 'system', title: 'Inspection started', message: `The lender has the ${tool} back and is inspecting it.`, actionUrl: dashboard };
    case 'DisputeFiled': {
      const own = sameAddress(event.actor, account);
      return {
        type: 'dispute',
        title: own ? 'Dispute filed' : 'Dispute opened',
        message: `${own ? 'You opened' : `${shortenAddress(event.actor ?? '')} opened`} a dispute about the ${tool}: “${rental.disputeReason ?? ''}”`,
        actionUrl: '/disputes',
      };
    }
    case 'Evidence':
      return sameAddress(event.actor, account)
        ? null
        : { type: 'dispute', title: 'New evidence', message: `The other party submitted evidence in the dispute about the ${tool}.`, actionUrl: '/disputes' };
    case 'DisputeResolved':
      return { type: 'dispute', title: 'Dispute resolved', message: `The dispute about the ${tool} has been resolved.`, actionUrl: '/disputes' };
    case 'TransactionCompleted':
      if (rental.resolution) return { type: 'payment_received', title: 'Escrow paid out', message: `The escrow for the ${tool} was paid out as the dispute resolution decided.`, actionUrl: '/dashboard/history' };
      return lending
        ? { type: 'payment_received', title: 'Rent released', message: `The ${formatEth(rentalCost(rental))} rent for your ${tool} has been credited to you.`, actionUrl: '/dashboard/history' }
        : { type: 'system', title: 'Rental completed', message: `Your ${formatEth(rental.collateralWei)} collateral for the ${tool} has been returned.`, actionUrl: '/dashboard/history' };
    case 'RentalCancelled':
      return { type: 'system', title: 'Rental cancelled', message: `The rental of the ${tool} was cancelled; any deposit is refunded to the borrower.`, actionUrl: '/dashboard/history' };
  }
}

/**
 * The notifications that follow from rental events seen in this browser, for `account`.
 * What the account did itself starts out read, except the return reminder.
 */
export function notificationsFromActivity(events: RentalEvent[], account: string | null): NotificationDraft[] {
  if (!account) return [];
  return events.flatMap((event, index) => {
    const message = messageFor(event, account);
    if (!message) return [];
    return [
      {
        id: `${event.type}-${event.rental.id}-${index}`,
        ...message,
        timestamp: event.at,
        // A reminder is news even when the account's own pickup caused it.
        readInitially: message.type !== 'return_reminder' && sameAddress(event.actor, account),
      },
    ];
  });
}
