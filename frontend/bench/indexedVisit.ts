// The same first visits as the chain path's (My Rentals, the lender's public profile), with the chain's
// index configured: every read the page sends on arrival (the rentals and tool statuses from the indexer's
// SQL over HTTP through IndexedReads, as the app reads them; the index's progress against the chain's
// head; the pause, the wallet's credits and the dispute admin from the chain). Counts HTTP requests: the
// index's by path, the chain's JSON-RPC batches and the calls in them by method.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JsonRpcProvider } from 'ethers';
import { freePort } from '@repo/scripts/lib/freePort.mjs';
import { startIndexer, type RunningIndexer } from '../../indexer/test/support/indexerProcess';
import type { Deployment } from '../src/features/chain';
import type { ContractRentalsClient } from '../src/features/rentals/clients/ContractRentalsClient';
import { IndexedReads } from '../src/features/rentals/index-reader/indexedReads';
import { CountingProvider, type RentalsChain } from '../src/features/rentals/test/rentalsChainWorkload';

export interface IndexedVisitCount {
  /** Every HTTP request: the index's and the chain's (a JSON-RPC batch is one). */
  httpRequests: number;
  index: string;
  rpc: string;
  /** Whether the chain was asked for logs (a log scan). */
  logScan: boolean;
}

export interface IndexedVisitCounts {
  rentals: number;
  myRentalsFirst: IndexedVisitCount;
  profileFirst: IndexedVisitCount;
}

/** Ponder indexing the bench chain, on `port` (default: a free one), from a deployments folder of its own. */
export async function indexTheChain(
  chain: RentalsChain,
  port?: number,
): Promise<RunningIndexer & { deployment: Deployment }> {
  const deploymentsDir = mkdtempSync(path.join(tmpdir(), 'toolshare-bench-deployments-'));
  const deployment: Deployment = {
    chainId: 5,
    address: chain.address,
    deployBlock: chain.deployBlock,
    deployer: chain.lender,
    disputeAdmin: chain.lender,
  };
  writeFileSync(path.join(deploymentsDir, '5.json'), JSON.stringify(deployment));
  const head = new JsonRpcProvider(chain.rpcUrl, undefined, { staticNetwork: true });
  const cleanUp = () => {
    head.destroy();
    rmSync(deploymentsDir, { recursive: true, force: true });
  };
  try {
    const indexer = await startIndexer(
      { rpcUrl: chain.rpcUrl, deploymentsDir, provider: head },
      port ?? (await freePort()),
      {
        catchUpTimeoutMs: 600_000,
      },
    );
    return {
      ...indexer,
      deployment,
      stop: async () => {
        await indexer.stop();
        cleanUp();
      },
    };
  } catch (error) {
    cleanUp();
    throw error;
  }
}

/** Counts the HTTP requests `read` sends: to the index (through fetch) and to the chain (through `provider`). */
async function counted(
  indexUrl: string,
  provider: CountingProvider,
  read: () => Promise<unknown>,
): Promise<IndexedVisitCount> {
  const byPath = new Map<string, number>();
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.href.startsWith(indexUrl)) byPath.set(url.pathname, (byPath.get(url.pathname) ?? 0) + 1);
    return realFetch(input, init);
  };
  provider.reset();
  try {
    await read();
  } finally {
    globalThis.fetch = realFetch;
  }
  const indexRequests = [...byPath.values()].reduce((sum, count) => sum + count, 0);
  return {
    httpRequests: indexRequests + provider.httpRequests,
    index: [...byPath].map(([pathname, count]) => `${pathname}×${count}`).join(', '),
    rpc: `${provider.httpRequests} HTTP: ${provider.summary() || 'none'}`,
    logScan: (provider.counts.get('eth_getLogs') ?? 0) > 0,
  };
}

/** A dollar token's address: what reading the connected wallet's credit in it costs (any address answers 0). */
const DOLLAR_TOKEN = '0x000000000000000000000000000000000000d011';

/**
 * Every read of a page's first visit with the index, as RentalsProvider, useTokenCredit and useIndexProgress
 * send them together: the rentals, the catalogue's tool statuses and the pause for any visitor, the
 * index's progress against the chain's head; with a wallet, its credits and the dispute admin too.
 */
function firstVisitReads(
  reads: IndexedReads,
  client: ContractRentalsClient,
  deployment: Deployment,
  account: string | null,
  rentals: () => Promise<unknown>,
): Promise<unknown[]> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  return Promise.all([
    rentals(),
    reads.toolStatuses(deployment, nowSeconds, () => client.readToolStatuses()),
    client.isPaused(),
    reads.progress(deployment, () => client.latestBlock()),
    ...(account
      ? [
          client.readPendingWithdrawal(account),
          client.readPendingTokenWithdrawal(DOLLAR_TOKEN, account),
          client.getDisputeAdmin(),
        ]
      : []),
  ]);
}

/** A fresh visitor's first visit of the lender's My Rentals and of the lender's public profile, with the index. */
export async function indexedVisit(
  chain: RentalsChain,
  indexer: { url: string; deployment: Deployment },
  rentals: number,
): Promise<IndexedVisitCounts> {
  const provider = new CountingProvider(chain.rpcUrl, undefined, { cacheTimeout: -1, staticNetwork: true });
  const visit = (
    account: string | null,
    read: (reads: IndexedReads, client: ContractRentalsClient) => Promise<unknown>,
  ) => {
    const reads = new IndexedReads(() => indexer.url);
    const client = chain.client(provider);
    return counted(indexer.url, provider, () =>
      firstVisitReads(reads, client, indexer.deployment, account, () => read(reads, client)),
    );
  };
  try {
    const myRentalsFirst = await visit(chain.lender, (reads, client) =>
      reads.accountRentals(indexer.deployment, chain.lender, {
        fetchRentals: () => client.readRentalsOf(chain.lender),
      }),
    );
    const profileFirst = await visit(null, (reads, client) =>
      reads.partySummary(indexer.deployment, chain.lender, () => client.readPartySummary(chain.lender)),
    );
    return { rentals, myRentalsFirst, profileFirst };
  } finally {
    provider.destroy();
  }
}
