import type { Deployment } from '../../chain';
import type { Tool } from '../../tools';
import type { BookedRange } from '../rules/bookingRules';
import { tryToolIdFromBytes32 } from '@toolshare/contract/toolId';
import { bookingHoldsTool } from '../state/toolAvailability';
import {
  toolOfferKey,
  type IndexProgress,
  type OnchainToolStatus,
  type OnchainToolStatuses,
  type Rental,
  type RentalsClient,
} from '../types';
import { IndexRentalsReader, type UnsettledTool } from './IndexRentalsReader';
import { indexerUrl as configuredIndexerUrl } from './indexerUrl';
import type { PartySummary } from '../reading/partySummary';

/**
 * The tools' statuses as the chain client derives them from the logs (ToolOffersReader): a rental paid
 * for holds its tool from its booking's pickup window on, else an open offer marks it offered.
 */
function toolStatusesOf(unsettled: readonly UnsettledTool[], nowSeconds: number): OnchainToolStatuses {
  const statuses = new Map<string, OnchainToolStatus>();
  for (const tool of unsettled) {
    const held = tool.firstBookedStart !== null && bookingHoldsTool(tool.firstBookedStart, nowSeconds);
    if (!held && !tool.offered) continue;
    statuses.set(
      toolOfferKey(tryToolIdFromBytes32(tool.toolId) ?? tool.toolId, tool.lender),
      held ? 'rented' : 'offered',
    );
  }
  return statuses;
}

const deploymentKey = (deployment: Deployment, url: string) =>
  `${deployment.chainId}:${deployment.address.toLowerCase()}@${url}`;

/**
 * The reads the rentals client takes from the chain's index when one is configured, each with the
 * chain's read as its fallback: loaded with the on-chain code, never on the first page. Remembers
 * whether the index's last read failed, for the progress it reports.
 */
export class IndexedReads {
  private readonly readers = new Map<string, IndexRentalsReader>();
  private readonly failed = new Map<string, boolean>();

  /** `indexerUrl`: where the index answers (default: VITE_INDEXER_URL, or this browser's override). */
  constructor(private readonly indexerUrl: () => string | null = () => configuredIndexerUrl()) {}

  /** The deployment's index reader and its key, or null when no index is configured. */
  private indexFor(deployment: Deployment): { key: string; reader: IndexRentalsReader } | null {
    const url = this.indexerUrl();
    if (!url) return null;
    const key = deploymentKey(deployment, url);
    let reader = this.readers.get(key);
    if (!reader) {
      reader = new IndexRentalsReader(url, deployment);
      this.readers.set(key, reader);
    }
    return { key, reader };
  }

  /** From the index when one is configured, else (and when it fails: readIndexProgress says so) from the chain. */
  private async fromIndexOrChain<T>(
    deployment: Deployment,
    fromIndex: (reader: IndexRentalsReader) => Promise<T>,
    fromChain: () => Promise<T>,
  ): Promise<T> {
    const index = this.indexFor(deployment);
    if (!index) return fromChain();
    try {
      const answer = await fromIndex(index.reader);
      this.failed.set(index.key, false);
      return answer;
    } catch (error) {
      this.failed.set(index.key, true);
      console.warn('The chain index failed; reading the chain instead.', error);
      return fromChain();
    }
  }

  /** The connected account's rentals (My Rentals), with the disputes it rules as dispute admin; `chain.fetchRentals` the fallback. */
  accountRentals(
    deployment: Deployment,
    account: string,
    chain: Pick<RentalsClient, 'fetchRentals'>,
  ): Promise<Rental[]> {
    return this.fromIndexOrChain(
      deployment,
      (reader) => reader.accountRentals(account),
      () => chain.fetchRentals(),
    );
  }

  /** Every tool's open offer or rental under way at `nowSeconds` (the contract's clock as this browser knows it). */
  toolStatuses(
    deployment: Deployment,
    nowSeconds: number,
    fromChain: () => Promise<OnchainToolStatuses>,
  ): Promise<OnchainToolStatuses> {
    return this.fromIndexOrChain(
      deployment,
      async (reader) => toolStatusesOf(await reader.unsettledTools(), nowSeconds),
      fromChain,
    );
  }

  /** The summary of anyone's rentals as lender or borrower (a public profile's record). */
  partySummary(deployment: Deployment, account: string, fromChain: () => Promise<PartySummary>): Promise<PartySummary> {
    return this.fromIndexOrChain(deployment, (reader) => reader.partySummary(account), fromChain);
  }

  /** A tool's live bookings (the tool page's calendar, the rent form's booked ranges); none for a tool without an owner's wallet. */
  toolBookings(deployment: Deployment, tool: Tool, fromChain: () => Promise<BookedRange[]>): Promise<BookedRange[]> {
    const lender = tool.ownerWalletAddress;
    if (!lender) return fromChain();
    return this.fromIndexOrChain(deployment, (reader) => reader.toolBookings(lender, tool.id), fromChain);
  }

  /** How far the index has synced against the chain's head; null without an index. */
  async progress(deployment: Deployment, headBlock: () => Promise<number>): Promise<IndexProgress | null> {
    const index = this.indexFor(deployment);
    if (!index) return null;
    const [indexedBlock, head] = await Promise.all([index.reader.indexedBlock().catch(() => undefined), headBlock()]);
    if (indexedBlock === undefined || this.failed.get(index.key)) return { reachable: false };
    return { reachable: true, indexedBlock, headBlock: head };
  }
}
