// Which browser wallets there are (EIP-6963): each installed wallet announces itself with an
// `eip6963:announceProvider` event, at load and whenever a page asks with `eip6963:requestProvider`.
// A wallet that does not announce is reached through `window.ethereum`, as before EIP-6963.
import type { Eip1193Provider } from 'ethers';

/** An injected wallet: EIP-1193 plus the event methods every injected wallet has. */
export interface InjectedWallet extends Eip1193Provider {
  /** The wallet's replies are not checked by its type: each is read as `unknown` and checked where used. */
  request: (request: { method: string; params?: unknown[] | Record<string, unknown> }) => Promise<unknown>;
  on?: (event: string, listener: (...args: unknown[]) => void) => void;
  removeListener?: (event: string, listener: (...args: unknown[]) => void) => void;
}

/** What the app shows of a wallet (the chooser's entries). */
export interface WalletOption {
  /** The wallet's reverse-DNS name (e.g. "io.metamask"), stable across visits; FALLBACK_WALLET_ID for window.ethereum. */
  id: string;
  name: string;
  /** A data: URI image, or null when the wallet gave none usable. */
  icon: string | null;
}

/** A discovered wallet with its provider: known only to useWallet. */
export interface DiscoveredWallet extends WalletOption {
  provider: InjectedWallet;
}

/** The id of the wallet at `window.ethereum` when it did not announce itself. */
export const FALLBACK_WALLET_ID = 'window.ethereum';
const FALLBACK_WALLET_NAME = 'Browser wallet';

const ANNOUNCE_EVENT = 'eip6963:announceProvider';
const REQUEST_EVENT = 'eip6963:requestProvider';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function isInjectedWallet(value: unknown): value is InjectedWallet {
  return isRecord(value) && typeof value.request === 'function';
}

/**
 * The wallet an announcement describes, or null when it does not follow EIP-6963. Only a data: image
 * is kept as the icon: any other address would make the page fetch from wherever a wallet says.
 */
export function announcedWallet(detail: unknown): DiscoveredWallet | null {
  if (!isRecord(detail) || !isRecord(detail.info) || !isInjectedWallet(detail.provider)) return null;
  const { name, rdns, icon } = detail.info;
  if (!nonEmptyString(name) || !nonEmptyString(rdns)) return null;
  return {
    id: rdns,
    name: name.trim(),
    icon: typeof icon === 'string' && icon.startsWith('data:image/') ? icon : null,
    provider: detail.provider,
  };
}

export interface WalletDiscovery {
  /** Calls `listener` whenever the list changes; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** The wallets so far: the announced ones in order of arrival, then window.ethereum when it is none of them. */
  wallets: () => readonly DiscoveredWallet[];
}

/**
 * Listens for announcements on `target` from now on, and asks the wallets already there to announce
 * themselves, before anything reads the list: read earlier, an announcing wallet that also sits at
 * window.ethereum would first be listed as the fallback alone (and reconnected as the only wallet).
 * A wallet announcing again (same rdns) keeps its first entry.
 */
export function createWalletDiscovery(target: Window = window): WalletDiscovery {
  const listeners = new Set<() => void>();
  let announced: DiscoveredWallet[] = [];
  // The last list handed out, so that an unchanged list is the same array (useSyncExternalStore needs it).
  let snapshot: { announced: DiscoveredWallet[]; fallback: unknown; wallets: readonly DiscoveredWallet[] } | null =
    null;

  const onAnnounce = (event: Event) => {
    const wallet = announcedWallet((event as CustomEvent<unknown>).detail);
    if (!wallet || announced.some((known) => known.id === wallet.id)) return;
    announced = [...announced, wallet];
    listeners.forEach((listener) => listener());
  };

  const wallets = (): readonly DiscoveredWallet[] => {
    const injected = (target as { ethereum?: unknown }).ethereum;
    const fallback = isInjectedWallet(injected) ? injected : null;
    if (snapshot?.announced === announced && snapshot.fallback === fallback) return snapshot.wallets;
    // A wallet that announces usually also sits at window.ethereum: listed once, under its own name.
    const unannounced = fallback && !announced.some((wallet) => wallet.provider === fallback);
    const list = unannounced
      ? [...announced, { id: FALLBACK_WALLET_ID, name: FALLBACK_WALLET_NAME, icon: null, provider: fallback }]
      : announced;
    snapshot = { announced, fallback, wallets: list };
    return list;
  };

  target.addEventListener(ANNOUNCE_EVENT, onAnnounce);
  target.dispatchEvent(new Event(REQUEST_EVENT));
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    wallets,
  };
}
