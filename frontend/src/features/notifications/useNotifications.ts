import { useContext, useMemo, useState } from 'react';
import { useAuth, useLinkedWalletAccounts, type WalletAccount } from '../accounts';
import { useFunds, useMyRentals, useRentalsAccount, useRentalsNow } from '../rentals';
import { sampleUserOfAccount, sampleUserOfWallet, useTools, type Tool } from '../tools';
import { useStoredNotifications } from './useStoredNotifications';
import { NotificationsClientContext } from './notificationsSource';
import { isNotificationRead, useNotificationReadState } from './notificationReadState';
import { notificationsFromRentals, otherPartiesOf, type NameOfWallet } from './rentalNotifications';
import { sampleNotifications, welcomeNotification } from './sampleNotifications';
import type { AppNotification } from './types';

/** Who is behind a wallet: the account that linked it, else the owner of a listing made with it, else a sample user. */
function walletNames(tools: Tool[], accounts: ReadonlyMap<string, WalletAccount>): NameOfWallet {
  // Asked once per wallet, not once per notification: the listings are searched for each.
  const known = new Map<string, string | null>();
  return (address) => {
    const key = address.toLowerCase();
    if (!known.has(key)) {
      known.set(
        key,
        accounts.get(key)?.name ??
          tools.find((tool) => tool.ownerName !== '' && tool.ownerWalletAddress.toLowerCase() === key)?.ownerName ??
          sampleUserOfWallet(address)?.name ??
          null,
      );
    }
    return known.get(key) ?? null;
  };
}

/**
 * What the wallet's rentals say now, the welcome notice dated when the account was made, plus the
 * user's stored notifications in Supabase mode (new messages, live) or, for the sample users only,
 * the specification's samples; newest first.
 */
export function useNotifications() {
  const { rentals } = useMyRentals();
  const account = useRentalsAccount();
  const funds = useFunds();
  const now = useRentalsNow(30_000);
  const { user } = useAuth();
  const { tools } = useTools();
  const stored = useStoredNotifications(user?.id ?? null, useContext(NotificationsClientContext));
  const { readState, markRead: markNotificationsRead } = useNotificationReadState(user?.id ?? null);
  // Samples are dated from when the page first showed them, so they do not drift while it is open.
  const [firstShown] = useState(() => Date.now());
  const otherParties = useMemo(() => otherPartiesOf(rentals, account), [rentals, account]);
  const accounts = useLinkedWalletAccounts(otherParties);
  const nameOf = useMemo(() => walletNames(tools, accounts), [tools, accounts]);

  const notifications = useMemo<AppNotification[]>(() => {
    const sampleUser = user && !stored.stored ? sampleUserOfAccount(user) : null;
    const drafts = [
      ...notificationsFromRentals(rentals, account, now, funds, nameOf),
      ...(user
        ? [welcomeNotification(user.createdAt ?? new Date(firstShown).toISOString(), !!user.walletAddress)]
        : []),
      ...(sampleUser ? sampleNotifications(firstShown, sampleUser) : []),
    ];
    return [
      ...drafts.map(({ readInitially, ...notification }) => ({
        ...notification,
        read: isNotificationRead(readState, notification.id, readInitially),
      })),
      ...stored.notifications,
    ].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
  }, [rentals, account, now, funds, nameOf, user, firstShown, readState, stored.stored, stored.notifications]);

  const isStored = (id: string) => stored.notifications.some((notification) => notification.id === id);
  const unreadCount = notifications.filter((notification) => !notification.read).length;
  return {
    notifications,
    unreadCount,
    markAllRead: () => {
      markNotificationsRead(
        notifications
          .filter((notification) => !notification.read && !isStored(notification.id))
          .map((notification) => notification.id),
      );
      if (stored.notifications.some((notification) => !notification.read)) stored.markAllRead();
    },
    markRead: (id: string) => (isStored(id) ? stored.markRead([id]) : markNotificationsRead([id])),
  };
}
