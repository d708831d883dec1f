import { vi } from 'vitest';
import type { Tool } from '../../tools';
import type { SignedOfferChain } from '../../signedOffers';
import type { ActionArgs, ActionResult, RentalActionName } from '../actions/rentalActions';
import { getRentalsMode } from '../clients/rentalsMode';
import { settlementNow } from '../rules/rentalStateMachine';
import type { BookedRange } from '../rules/bookingRules';
import {
  toolOfferKey,
  type ChainScope,
  type DisputeAdminSchedule,
  type OfferQuote,
  type OnchainToolStatus,
  type OnchainToolStatuses,
  type Rental,
  type RentalEvent,
  type RentalsClient,
  type TransactionObserver,
} from '../types';
import { summarizePartyRentals } from '../reading/partySummary';

/** The chain a fake client "reads" while the test has switched to on-chain mode. */
export const FAKE_CHAIN: ChainScope = { chainId: 5, address: '0x00000000000000000000000000000000000000fa' };

/**
 * A RentalsClient whose data the test sets and whose actions resolve at once (or when the test says).
 * Like the app's client it follows the rentals-mode switch: it reads a chain (FAKE_CHAIN) only in
 * on-chain mode. Each action answers with the rental it names (the first one set up for an action on
 * no one rental, 0 wei for a withdrawal).
 */
export class FakeRentalsClient implements RentalsClient {
  rentals: Rental[];
  private readonly listeners = new Set<(event: RentalEvent) => void>();

  constructor(
    rentals: Rental[] = [],
    readonly disputeAdmin: string | null = null,
  ) {
    this.rentals = rentals;
  }

  /** Every action taken: (action, its arguments, the observer). A test replaces its implementation to hold or fail one. */
  actions = vi.fn(
    (action: RentalActionName, args: readonly unknown[], _observer?: TransactionObserver): Promise<unknown> =>
      this.answer(action, args),
  );
  getDisputeAdmin = vi.fn(async () => this.disputeAdmin);
  fetchRentals = vi.fn(async () => this.rentals);
  fetchRental = vi.fn(async (id: string) => this.find(id));
  readPartySummary = vi.fn(async (account: string) => summarizePartyRentals(account, this.rentals));
  settlementOf = vi.fn(async (id: string) => settlementNow(this.find(id), Date.now()));
  cancellationFeeOf = vi.fn(async (id: string) => this.find(id).cancellationFeeBps ?? 0);
  isPaused = vi.fn(async () => false);
  pendingWithdrawal = vi.fn(async (): Promise<bigint | null> => (this.chainScope() ? 0n : null));
  pendingTokenWithdrawal = vi.fn(async (_token: string): Promise<bigint | null> => (this.chainScope() ? 0n : null));
  /** How tools stand on chain (by `toolOfferKey`), as the on-chain mode reads them: none offered by default. */
  private readonly onchainStatuses = new Map<string, OnchainToolStatus>();
  readToolStatuses = vi.fn(async (): Promise<OnchainToolStatuses | null> =>
    this.chainScope() ? new Map(this.onchainStatuses) : null,
  );
  readOfferTerms = vi.fn(async (_tool: Tool): Promise<OfferQuote | null> => null);
  readBookings = vi.fn(async (_tool: Tool): Promise<BookedRange[]> => []);
  readDisputeAdminSchedule = vi.fn(async (): Promise<DisputeAdminSchedule | null> =>
    this.chainScope() && this.disputeAdmin ? { inOffice: this.disputeAdmin, pending: null } : null,
  );
  readSignedOfferChain = vi.fn(async (): Promise<SignedOfferChain | null> => null);
  onNewBlock = vi.fn((_listener: (blockNumber: number) => void) => () => {});

  run<N extends RentalActionName>(
    action: N,
    args: ActionArgs<N>,
    observer?: TransactionObserver,
  ): Promise<ActionResult<N>> {
    // The answer's type follows the action (a rental, or wei for a withdrawal), which `actions` chooses.
    return this.actions(action, args, observer) as Promise<ActionResult<N>>;
  }

  chainScope(): ChainScope | null {
    return getRentalsMode() === 'onchain' ? FAKE_CHAIN : null;
  }

  rentalsScope(): string {
    return this.chainScope() ? `${FAKE_CHAIN.chainId}:${FAKE_CHAIN.address}` : 'simulated';
  }

  clockOffsetMs(): number {
    return 0;
  }

  subscribe(listener: (event: RentalEvent) => void) {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Makes `tool` stand on chain as `status` (its owner's open offer, or rented out) from the next read on; null: not offered. */
  standOnChain(tool: Pick<Tool, 'id' | 'ownerWalletAddress'>, status: OnchainToolStatus | null) {
    const key = toolOfferKey(tool.id, tool.ownerWalletAddress);
    if (status) this.onchainStatuses.set(key, status);
    else this.onchainStatuses.delete(key);
  }

  /** Pretends the chain reported a change. */
  emit(event: RentalEvent) {
    this.listeners.forEach((listener) => listener(event));
  }

  private async answer(action: RentalActionName, args: readonly unknown[]): Promise<unknown> {
    const first = args[0];
    return action === 'withdraw' ? 0n : typeof first === 'string' ? this.find(first) : this.first();
  }

  /** What a request "creates": the first rental the test set up. */
  private first(): Rental {
    const rental = this.rentals.at(0);
    if (!rental) throw new Error('no rental set up to create');
    return rental;
  }

  private find(id: string): Rental {
    const rental = this.rentals.find((candidate) => candidate.id === id);
    if (!rental) throw new Error(`no rental ${id}`);
    return rental;
  }
}
