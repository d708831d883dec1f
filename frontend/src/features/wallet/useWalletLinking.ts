import { useCallback, useEffect, useRef, useState } from 'react';
import type { JsonRpcSigner } from 'ethers';
import { useToast } from '../toast';
import { isTransientError, userMessage } from '../../shared/errors/userMessage';
import {
  forgetLinkFailure,
  linkFailureKey,
  linkFailureNow,
  readLinkFailures,
  rememberLinkFailure,
} from './linkFailures';
import { LINK_ERROR_PREFIXES, isUserRejection, type LinkTrigger } from './walletErrors';

export const LINK_DECLINED = 'the signature request was declined.';

/** Why the last link of this wallet to this account failed, and a way to try again. */
export interface WalletLinkState {
  /** The reason the user reads, or null when the link has not failed (or is being retried). */
  linkFailure: string | null;
  /** Forgets the failure and asks the wallet again (a new signature request). */
  retryLink: () => void;
}

/** What a wallet offers for linking: its address and chain, and a way to sign the SIWE message. */
export interface LinkingWallet {
  address: string;
  chainId: number;
  signMessage: (message: string) => Promise<string>;
}

/**
 * The signed-in account the connected wallet is kept linked to. The accounts feature's auth context
 * is one; the app hands it to the Web3Provider, so the wallet feature does not depend on accounts.
 */
export interface WalletAccountLink {
  user: { id: string; walletAddress?: string } | null;
  loading: boolean;
  linkWalletToAccount: (wallet: LinkingWallet) => Promise<void>;
}

interface LinkingInput {
  /** No account to link to (e.g. a wallet used on its own): nothing is linked. */
  accountLink: WalletAccountLink | undefined;
  account: string | null;
  chainId: string | null;
  signer: JsonRpcSigner | null;
  /** Set by `connect()` just before it asks the wallet, so the next account counts as "on connect". */
  connectRequestedRef: React.RefObject<boolean>;
}

/**
 * Links the connected wallet to the signed-in user whenever the two disagree (case-insensitive):
 * at start-up, on connect, on an account change and after sign-in or sign-up (§4). A failure is
 * logged with the specification's prefix and told in a toast; it never touches the connection.
 * The same account is not offered to the same user twice in a row (React's doubled effects in
 * development ask only once). A refused link (declined, or refused by the accounts service) is
 * remembered across reloads: it is not tried again, and its toast not shown again, until the user
 * asks (`retryLink`, from the Profile). A transient failure (the network, or the page left while
 * the link was on its way) is told but kept for this page only: the next start tries again.
 */
export function useWalletLinking({
  accountLink,
  account,
  chainId,
  signer,
  connectRequestedRef,
}: LinkingInput): WalletLinkState {
  const user = accountLink?.user ?? null;
  const loading = accountLink?.loading ?? false;
  const linkWalletToAccount = accountLink?.linkWalletToAccount;
  const { showToast } = useToast();
  const [failures, setFailures] = useState(readLinkFailures);

  const trigger = useRef<LinkTrigger>('init');
  const lastAttempt = useRef<string | null>(null);

  // What the next link is for: the account that appeared or changed...
  const previousAccount = useRef<string | null>(null);
  useEffect(() => {
    if (account === previousAccount.current) return;
    if (account)
      trigger.current = previousAccount.current ? 'accountChange' : connectRequestedRef.current ? 'connect' : 'init';
    connectRequestedRef.current = false;
    previousAccount.current = account;
  }, [account, connectRequestedRef]);

  // ...or the user who signed in (the session restored at start-up counts as "init").
  const sessionSettled = useRef(false);
  const previousUserId = useRef<string | null>(null);
  const userId = user?.id ?? null;
  useEffect(() => {
    if (loading) return;
    if (sessionSettled.current && userId !== previousUserId.current) {
      if (userId) trigger.current = 'signIn';
      lastAttempt.current = null;
    }
    sessionSettled.current = true;
    previousUserId.current = userId;
  }, [userId, loading]);

  useEffect(() => {
    if (loading || !user || !linkWalletToAccount || !account || !signer || !chainId) return;
    // The signer is made asynchronously: wait for the one of this account.
    if (signer.address.toLowerCase() !== account.toLowerCase()) return;
    if (user.walletAddress?.toLowerCase() === account.toLowerCase()) return;
    const attempt = linkFailureKey(user.id, account);
    if (lastAttempt.current === attempt || failures[attempt]) return;
    lastAttempt.current = attempt;

    const prefix = LINK_ERROR_PREFIXES[trigger.current];
    linkWalletToAccount({
      address: account,
      chainId: Number.parseInt(chainId, 16),
      signMessage: (message) => signer.signMessage(message),
    }).catch((error: unknown) => {
      console.error(prefix, error);
      const reason = userMessage(error, 'Failed to link wallet', [
        (cause) => (isUserRejection(cause) ? LINK_DECLINED : null),
      ]);
      setFailures(
        isTransientError(error)
          ? (current) => ({ ...current, [attempt]: linkFailureNow(reason) })
          : rememberLinkFailure(attempt, reason),
      );
      showToast(`Wallet not linked to your account: ${reason}`, 'error');
    });
  }, [loading, user, account, signer, chainId, linkWalletToAccount, showToast, failures]);

  const currentKey = user && account ? linkFailureKey(user.id, account) : null;
  const retryLink = useCallback(() => {
    if (!currentKey) return;
    lastAttempt.current = null;
    trigger.current = 'connect';
    setFailures(forgetLinkFailure(currentKey));
  }, [currentKey]);

  const linked = !!user?.walletAddress && !!account && user.walletAddress.toLowerCase() === account.toLowerCase();
  return { linkFailure: currentKey && !linked ? (failures[currentKey]?.reason ?? null) : null, retryLink };
}
