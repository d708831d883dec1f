import { vi } from 'vitest';
import { settlementNow } from '../rentalStateMachine';
import type { Rental, RentalEvent, RentalsClient } from '../types';

/** A RentalsClient whose data the test sets and whose actions resolve at once (or when the test says). */
export class FakeRentalsClient implements RentalsClient {
  rentals: Rental[];
  private readonly listeners = new Set<(event: RentalEvent) => void>();

  constructor(rentals: Rental[] = [], readonly disputeAdmin: string | null = null) {
    this.rentals = rentals;
  }

  getDisputeAdmin = vi.fn(async () => this.disputeAdmin);
  fetchRentals = vi.fn(async () => this.rentals);
  fetchRental = vi.fn(async (id: string) => this.find(id));
  createRental = vi.fn(async () => this.first());
  confirmPickup = vi.fn(async (id: string) => this.find(id));
  confirmReturn = vi.fn(async (id: string) => this.find(id));
  confirmReceipt = vi.fn(async (id: string) => this.find(id));
  completeRental = vi.fn(async (id: string) => this.find(id));
  fileDispute = vi.fn(async (id: string, _reason: string) => this.find(id));
  submitEvidence = vi.fn(async (id: string, _evidence: { details: string; fileNames: string[] }) => this.find(id));
  resolveDispute = vi.fn(async (id: string, _share: number, _details: string) => this.find(id));
  finalizeRental = vi.fn(async (id: string) => this.find(id));
  claimAfterDeadline = vi.fn(async (id: string) => this.find(id));
  cancelRental = vi.fn(async (id: string) => this.find(id));
  settlementOf = vi.fn(async (id: string) => settlementNow(this.find(id), Date.now()));

  subscribe(listener: (event: RentalEvent) => void) {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Pretends the chain reported a change. */
  emit(event: RentalEvent) {
    this.listeners.forEach((listener) => listener(event));
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
