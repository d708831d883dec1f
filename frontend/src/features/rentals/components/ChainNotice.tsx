import { useSyncExternalStore, type ReactNode } from 'react';
import { AlertTriangle, RotateCcw, WifiOff } from 'lucide-react';
import { chainHealth, chainInfo, clearChainWentBack, subscribeChainHealth, type ChainHealth } from '../../chain';
import { useRentalsClient } from '../state/rentalsSession';

const timeOfDay = (ms: number) =>
  new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });

const NOTICE =
  'mx-auto mt-3 w-full max-w-7xl rounded-lg border p-3 text-sm border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200';

/** One of the notices: an icon and a title, then what happened and what to do. */
function Notice({
  role,
  icon: Icon,
  title,
  children,
}: {
  role: 'status' | 'alert';
  icon: typeof WifiOff;
  title: string;
  children: ReactNode;
}) {
  return (
    <div role={role} className={NOTICE}>
      <p className="flex items-center gap-2 font-semibold">
        <Icon className="h-4 w-4 shrink-0" aria-hidden /> {title}
      </p>
      {children}
    </div>
  );
}

function useChainHealth(chainId: number | null): ChainHealth | null {
  return useSyncExternalStore(subscribeChainHealth, () => (chainId === null ? null : chainHealth(chainId)));
}

/**
 * What every page says when the chain it reads misbehaves (docs/chain-faults.md): the node does not
 * answer (and when it last did: the page shows what was read then, and recovers by itself), the
 * chain started over (a restarted local node: what was read of the old one is dropped), or the
 * deployment's address has no code. Nothing in simulated mode or while all is well.
 */
export function ChainNotice() {
  const chainId = useRentalsClient()?.chainScope()?.chainId ?? null;
  const health = useChainHealth(chainId);
  if (chainId === null || !health) return null;
  const name = chainInfo(chainId).name;
  const { unreachableSince, lastHeardAt, wentBack, missingContract } = health;
  if (!unreachableSince && !wentBack && !missingContract) return null;
  return (
    <div className="px-4 sm:px-6 lg:px-8" data-testid="chain-notice">
      {unreachableSince !== null && (
        <Notice role="status" icon={WifiOff} title="The network is unreachable">
          <p className="mt-1">
            {name} has not answered since {timeOfDay(unreachableSince)}.{' '}
            {lastHeardAt !== null
              ? `Last heard from at ${timeOfDay(lastHeardAt)}: the page shows what was read then. `
              : ''}
            It keeps trying and updates by itself once the network answers.
          </p>
        </Notice>
      )}
      {missingContract !== null && (
        <Notice role="alert" icon={AlertTriangle} title="No rental contract on this chain">
          <p className="mt-1">
            The deployment record names {missingContract} on {name}, but the chain has no contract there: the local node
            was probably restarted without deploying again. Run <code>npm start</code> again (or{' '}
            <code>npm run deploy:local</code> beside a running node), then reload this page.
          </p>
        </Notice>
      )}
      {wentBack !== null && (
        <Notice role="status" icon={RotateCcw} title="The chain started over">
          <p className="mt-1">
            {name}&apos;s newest block went back from {wentBack.from} to {wentBack.to}: the node was restarted, and this
            page has dropped what it had read of the old chain. If your wallet then says &quot;nonce too high&quot;,
            clear its activity data (in MetaMask: Settings → Advanced → &quot;Clear activity tab data&quot;).
          </p>
          <button
            type="button"
            className="mt-2 font-semibold underline underline-offset-2"
            onClick={() => clearChainWentBack(chainId)}
          >
            Dismiss
          </button>
        </Notice>
      )}
    </div>
  );
}
