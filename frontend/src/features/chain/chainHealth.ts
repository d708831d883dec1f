/**
 * What the app has lately heard from each chain it reads, for the notice every page shows
 * (rentals/components/ChainNotice.tsx): whether the node answers, and since when it does not; whether
 * its blocks went back (a local node restarted); whether the deployment's address has no code there.
 * The chain clients report here; screens read it with `useChainHealth`.
 */
export interface ChainHealth {
  /** When a request to the chain last succeeded (this browser's ms); null before the first. */
  lastHeardAt: number | null;
  /** When requests started failing for network reasons (timeouts, refused, 429, 5xx); null while they succeed. */
  unreachableSince: number | null;
  /** The chain's newest block went back from `from` to `to`: a new chain (a restarted local node). */
  wentBack: { from: number; to: number } | null;
  /** The deployment record names this address, and the chain has no code there. */
  missingContract: string | null;
}

const HEALTHY: ChainHealth = { lastHeardAt: null, unreachableSince: null, wentBack: null, missingContract: null };

const healthByChain = new Map<number, ChainHealth>();
const listeners = new Set<() => void>();

export function chainHealth(chainId: number): ChainHealth {
  return healthByChain.get(chainId) ?? HEALTHY;
}

function update(chainId: number, change: Partial<ChainHealth>): void {
  const current = chainHealth(chainId);
  const next = { ...current, ...change };
  if ((Object.keys(change) as (keyof ChainHealth)[]).every((field) => current[field] === next[field])) return;
  healthByChain.set(chainId, next);
  listeners.forEach((listener) => listener());
}

/** A request to the chain succeeded: it is reachable (again). */
export function reportChainAnswered(chainId: number, at = Date.now()): void {
  update(chainId, { lastHeardAt: at, unreachableSince: null });
}

/** A request failed for a network reason; the first failure since the last success dates the outage. */
export function reportChainUnreachable(chainId: number, at = Date.now()): void {
  if (chainHealth(chainId).unreachableSince !== null) return;
  update(chainId, { unreachableSince: at });
}

export function reportChainWentBack(chainId: number, from: number, to: number): void {
  update(chainId, { wentBack: { from, to } });
}

/** Whether the deployment's address has code (null: not known to be missing). */
export function reportMissingContract(chainId: number, address: string | null): void {
  update(chainId, { missingContract: address });
}

/** The chain has been seen since the restart (a new deployment, a reload): the restart notice has served. */
export function clearChainWentBack(chainId: number): void {
  update(chainId, { wentBack: null });
}

export function subscribeChainHealth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: forget everything reported. */
export function resetChainHealth(): void {
  healthByChain.clear();
  listeners.forEach((listener) => listener());
}
