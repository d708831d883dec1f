import type { QueryClient } from '@tanstack/react-query';
import type { IRentalAgreement } from '@toolshare/contract/typechain';

/** An agreement read at a block, with the position of the rental's newest event it reflects. */
export interface KnownAgreement {
  agreement: IRentalAgreement.AgreementStructOutput;
  /** "block:logIndex" of the newest event seen when it was read: a newer event means it changed. */
  version: string;
}

/**
 * What the contract client keeps between reads, held in the app's query cache (TanStack Query)
 * under one key per chain and contract, apart from the screens' reads (`rentalsScopeKey`), which
 * every new block invalidates: these entries stay right until the chain itself changes.
 */
export class ContractReadCache {
  private readonly cache: QueryClient;
  private readonly key: readonly unknown[];

  constructor(cache: QueryClient, chainId: number, address: string) {
    this.cache = cache;
    this.key = ['contractReads', chainId, address.toLowerCase()];
    // Nothing observes the agreements, so the cache's garbage collection (five minutes by default)
    // would drop them and every rental's agreement be read again: they are kept until forgotten.
    // Kept as read: structural sharing would copy an agreement (an ethers Result) into a plain
    // array without its named fields.
    cache.setQueryDefaults([...this.key, 'agreement'], { gcTime: Infinity, structuralSharing: false });
    cache.setQueryDefaults([...this.key, 'cancellationFee'], { gcTime: Infinity });
  }

  agreement(rentalId: string): KnownAgreement | undefined {
    return this.cache.getQueryData<KnownAgreement>([...this.key, 'agreement', rentalId]);
  }

  keepAgreement(rentalId: string, known: KnownAgreement): void {
    this.cache.setQueryData([...this.key, 'agreement', rentalId], known);
  }

  /** Forgets the agreements read: they may be gone or different on the branch now read (a fork). */
  forgetAgreements(): void {
    this.cache.removeQueries({ queryKey: [...this.key, 'agreement'] });
  }

  /** Forgets everything read of the chain: it is a new one (a local node restarted), whose blocks reuse the old numbers. */
  forgetAll(): void {
    this.cache.removeQueries({ queryKey: this.key });
  }

  /**
   * The dispute admin at a block, asked once per block (the rentals read and the page both want it);
   * a failed read is not kept, and not retried here (the screen's own query retries).
   */
  disputeAdminAt(blockTag: number, read: () => Promise<string>): Promise<string> {
    return this.readOnce([...this.key, 'disputeAdmin', blockTag], read);
  }

  /**
   * A rental's cancellation fee (bps), read once: its offer fixes it at deposit and nothing changes it.
   * Read only when a cancellation is asked about, never for every rental listed (the first visit's call budget).
   */
  cancellationFee(rentalId: string, read: () => Promise<number>): Promise<number> {
    return this.readOnce([...this.key, 'cancellationFee', rentalId], read);
  }

  /** `read`'s answer, read once and kept under `key` (see the defaults above for how long); a failure is not kept, and is tried once. */
  private readOnce<T>(key: readonly unknown[], read: () => Promise<T>): Promise<T> {
    return this.cache.query({
      queryKey: key,
      queryFn: read,
      staleTime: Infinity,
      retry: false,
      // A chain read asks the node, not "the network" the browser reports: never paused while it says offline.
      networkMode: 'always',
    });
  }
}
