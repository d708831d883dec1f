import { useEffect, useRef } from 'react';
import type { JsonRpcSigner } from 'ethers';
import { useToast } from '../toast';
import { LINK_ERROR_PREFIXES, errorMessage, isUserRejection, type LinkTrigger } from './walletErrors';

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
  connectRequested: React.RefObject<boolean>;
}

/**
 * Links the connected wallet to the signed-in user whenever the two disagree (case-insensitive):
 * at start-up, on connect, on an account change and after sign-in or sign-up (§4). A failure is
 * logged with the specification's prefix and told in a toast; it never touches the connection.
 * The same account is not offered to the same user twice in a row, so a declined signature is
 * not asked again at once (and React's doubled effects in development ask only once).
 */
export function useWalletLinking({ accountLink, account, chainId, signer, connectRequested }: LinkingInput): void {
  const user = accountLink?.user ?? null;
  const loading = accountLink?.loading ?? false;
  const linkWalletToAccount = accountLink?.linkWalletToAccount;
  const { showToast } = useToast();

  const trigger = useRef<LinkTrigger>('init');
  const lastAttempt = useRef<string | null>(null);

  // What the next link is for: the account that appeared or changed...
  const previousAccount = useRef<string | null>(null);
  useEffect(() => {
    if (account === previousAccount.current) return;
    if (account) trigger.current = previousAccount.current ? 'accountChange' : connectRequested.current ? 'connect' : 'init';
    connectRequested.current = false;
    previousAccount.current = account;
  }, [account, connectRequested]);

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
    const attempt = `${user.id}|${account.toLowerCase()}`;
    if (lastAttempt.current === attempt) return;
    lastAttempt.current = attempt;

    const prefix = LINK_ERROR_PREFIXES[trigger.current];
    linkWalletToAccount({
      address: account,
      chainId: Number.parseInt(chainId, 16),
      signMessage: (message) => signer.signMessage(message),
    }).catch((error: unknown) => {
      console.error(prefix, error);
      showToast(
        isUserRejection(error)
          ? 'Wallet not linked to your account: the signature request was declined.'
          : `Wallet not linked to your account: ${errorMessage(error, 'Failed to link wallet')}`,
        'error',
      );
    });
  }, [loading, user, account, signer, chainId, linkWalletToAccount, showToast]);
}
