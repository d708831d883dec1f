import type { Deployment } from '../../chain';
import { RentalError } from '../actions/rentalErrors';
import type { Tool } from '../../tools';
import type { BookedRange } from '../rules/bookingRules';
import type { IndexProgress, Rental } from '../types';
import { IndexRentalsReader, type ChainRentalReads } from './IndexRentalsReader';
import { indexerUrl as configuredIndexerUrl } from './indexerUrl';

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
      // A chain read made beside the index's (My Rentals' open rentals) can fail too, e.g. for a rental
      // in a block the index has reached before this browser's view of the chain: not the index's fault.
      const indexFailed = !(error instanceof RentalError);
      this.failed.set(index.key, indexFailed);
      console.warn(
        indexFailed
          ? 'The chain index failed; reading the chain instead.'
          : 'A chain read beside the index failed; reading the chain instead.',
        error,
      );
      return fromChain();
    }
  }

  /** The connected account's rentals (My Rentals). */
  accountRentals(deployment: Deployment, account: string, chain: ChainRentalReads): Promise<Rental[]> {
    return this.fromIndexOrChain(
      deployment,
      (reader) => reader.accountRentals(account, chain),
      () => chain.fetchRentals(),
    );
  }

  /** Anyone's rentals as lender or borrower (a public profile's record). */
  partyRentals(deployment: Deployment, account: string, fromChain: () => Promise<Rental[]>): Promise<Rental[]> {
    return this.fromIndexOrChain(deployment, (reader) => reader.partyRentals(account), fromChain);
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
