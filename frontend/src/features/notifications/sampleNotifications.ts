import { sampleCatalogue, type SampleUser } from '../tools';
import type { NotificationDraft } from './types';

const HOUR = 60 * 60 * 1000;

/**
 * Every account's first notification, dated when the account was made. It asks for a wallet only
 * while none is linked; once one is, it says what the linked wallet does instead.
 */
export function welcomeNotification(createdAt: string, walletLinked = false): NotificationDraft {
  return {
    id: 'welcome',
    type: 'system',
    title: 'Welcome to Toolshare',
    message: walletLinked
      ? 'Your wallet is linked: you can lend and borrow tools. Rent and collateral stay in escrow until a rental completes.'
      : 'Link your wallet to lend and borrow tools. Rent and collateral stay in escrow until a rental completes.',
    timestamp: createdAt,
    readInitially: true,
    actionUrl: walletLinked ? '/' : '/profile',
  };
}

/**
 * The specification's hard-coded samples, one of each type, for a sample user only and marked as
 * samples, dated relative to `now`: the request is for one of the user's own sample tools, the
 * reminder and the dispute about tools of the other sample users, so no sample claims what is not so.
 */
export function sampleNotifications(now: number, user: SampleUser): NotificationDraft[] {
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString();
  const own = sampleCatalogue.tools.filter((tool) => tool.ownerId === user.id);
  const others = sampleCatalogue.tools.filter((tool) => tool.ownerId !== user.id);
  const [lent, paid] = [own.at(0), own.at(1) ?? own.at(0)];
  const [borrowed, disputed] = [others.at(0), others.at(1)];
  if (!lent || !paid || !borrowed || !disputed) return [];
  const sample = (draft: Omit<NotificationDraft, 'sample'>): NotificationDraft => ({ ...draft, sample: true });
  return [
    sample({
      id: 'sample-rental-request',
      type: 'rental_request',
      title: 'New rental request',
      message: `A neighbour wants to rent your ${lent.name} for 3 days.`,
      timestamp: at(2),
      readInitially: false,
      actionUrl: '/dashboard?tab=lending',
    }),
    sample({
      id: 'sample-return-reminder',
      type: 'return_reminder',
      title: 'Return reminder',
      message: `Your rental of the ${borrowed.name} ends tomorrow. Return it on time to get your collateral back.`,
      timestamp: at(5),
      readInitially: false,
      actionUrl: '/dashboard',
    }),
    sample({
      id: 'sample-payment-received',
      type: 'payment_received',
      title: 'Payment received',
      message: `The 0.054 ETH rent for your ${paid.name} has been credited to you.`,
      timestamp: at(26),
      readInitially: true,
      actionUrl: '/dashboard/history',
    }),
    sample({
      id: 'sample-dispute',
      type: 'dispute',
      title: 'Dispute update',
      message: `New evidence was submitted in a dispute about a ${disputed.name}.`,
      timestamp: at(72),
      readInitially: true,
      actionUrl: '/disputes',
    }),
  ];
}
