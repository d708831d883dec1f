import type { NotificationDraft } from './types';

const HOUR = 60 * 60 * 1000;

/** The hard-coded samples the original showed, one of each type, dated relative to `now`. */
export function sampleNotifications(now: number): NotificationDraft[] {
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString();
  return [
    {
      id: 'sample-rental-request',
      type: 'rental_request',
      title: 'New rental request',
      message: 'A neighbour wants to rent your Cordless Drill 18V for 3 days.',
      timestamp: at(2),
      readInitially: false,
      actionUrl: '/dashboard?tab=lending',
    },
    {
      id: 'sample-return-reminder',
      type: 'return_reminder',
      title: 'Return reminder',
      message: 'Your rental of the Hedge Trimmer ends tomorrow. Return it on time to get your collateral back.',
      timestamp: at(5),
      readInitially: false,
      actionUrl: '/dashboard',
    },
    {
      id: 'sample-payment-received',
      type: 'payment_received',
      title: 'Payment received',
      message: 'The 0.054 ETH rent for the Circular Saw 185 mm has been credited to you.',
      timestamp: at(26),
      readInitially: true,
      actionUrl: '/dashboard/history',
    },
    {
      id: 'sample-dispute',
      type: 'dispute',
      title: 'Dispute update',
      message: 'New evidence was submitted in a dispute about a Digital Multimeter.',
      timestamp: at(72),
      readInitially: true,
      actionUrl: '/disputes',
    },
    {
      id: 'sample-system',
      type: 'system',
      title: 'Welcome to Toolshare',
      message: 'Link your wallet to lend and borrow tools. Rent and collateral stay in escrow until a rental completes.',
      timestamp: at(24 * 7),
      readInitially: true,
      actionUrl: '/profile',
    },
  ];
}
