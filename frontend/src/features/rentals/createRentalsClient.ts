import type { Tool } from '../tools';
import { onchainAvailability, unavailableMessage, type Deployment } from '../chain';
import { ContractRentalsClient } from './ContractRentalsClient';
import { RentalError } from './rentalErrors';
import { getRentalsMode, type RentalsMode } from './rentalsMode';
import { SimulatedRentalsClient } from './SimulatedRentalsClient';
import type { EvidenceSubmission, OnchainToolStatuses, Rental, RentalEvent, RentalsClient, RentalsWallet, SentTransaction } from './types';

export interface RentalsClientOptions {
  getMode?: () => RentalsMode;
  /** The deployment for a hex chain id (tests pass their own). */
  findDeployment?: (chainId: string) => Deployment | undefined;
}

const ONCHAIN_UNAVAILABLE = 'On-chain rentals are not available';

/**
 * Routes every call, at the time it is made, to the simulated client or to the deployed
 * RentalAgreement on the wallet's chain, following the rentals-mode switch. Screens never know which.
 */
export class ModeSwitchingRentalsClient implements RentalsClient {
  private readonly simulated: SimulatedRentalsClient;
  private readonly contractClients = new Map<string, ContractRentalsClient>();
  private readonly listeners = new Set<(event: RentalEvent) => void>();
  private readonly sentListeners = new Set<(sent: SentTransaction) => void>();
  private readonly getWallet: () => RentalsWallet | null;
  private readonly options: RentalsClientOptions;

  constructor(getWallet: () => RentalsWallet | null, options: RentalsClientOptions = {}) {
    this.getWallet = getWallet;
    this.options = options;
    this.simulated = new SimulatedRentalsClient({ getWallet, withSamples: true });
    this.simulated.subscribe((event) => this.emitIf('simulated', event));
  }

  private mode(): RentalsMode {
    return (this.options.getMode ?? getRentalsMode)();
  }

  /** Events reach the screens only from the client of the current mode. */
  private emitIf(source: 'simulated' | 'onchain', event: RentalEvent) {
    if (this.mode() === source) this.listeners.forEach((listener) => listener(event));
  }

  /** The client for the current mode; in on-chain mode, a RentalError saying what is missing. */
  private active(): RentalsClient {
    if (this.mode() === 'simulated') return this.simulated;
    const wallet = this.getWallet();
    const availability = onchainAvailability(wallet && { account: wallet.account, chainId: wallet.chainId ?? null }, this.options.findDeployment);
    if (availability.status !== 'ready') throw new RentalError(ONCHAIN_UNAVAILABLE, unavailableMessage(availability) ?? undefined);
    const { deployment } = availability;
    const key = `${deployment.chainId}:${deployment.address.toLowerCase()}`;
    let client = this.contractClients.get(key);
    if (!client) {
      client = new ContractRentalsClient({
        getWallet: this.getWallet,
        address: deployment.address,
        fromBlock: deployment.deployBlock,
        disputeAdmin: deployment.disputeAdmin,
        isWatching: () => this.mode() === 'onchain',
      });
      client.subscribe((event) => this.emitIf('onchain', event));
      client.onTransactionSent((sent) => this.sentListeners.forEach((listener) => listener(sent)));
      this.contractClients.set(key, client);
    }
    return client;
  }

  private async call<T>(run: (client: RentalsClient) => Promise<T>): Promise<T> {
    return run(this.active());
  }

  getDisputeAdmin(): Promise<string | null> {
    if (this.mode() === 'onchain') {
      try {
        return this.active().getDisputeAdmin();
      } catch {
        // Not available yet (no wallet, no deployment): nobody to show.
        return Promise.resolve(null);
      }
    }
    return this.simulated.getDisputeAdmin();
  }

  fetchRentals = () => this.call((client) => client.fetchRentals());
  fetchRental = (rentalId: string) => this.call((client) => client.fetchRental(rentalId));
  createRental = (tool: Tool, duration: number) => this.call((client) => client.createRental(tool, duration));
  confirmPickup = (rentalId: string) => this.call((client) => client.confirmPickup(rentalId));
  confirmReturn = (rentalId: string) => this.call((client) => client.confirmReturn(rentalId));
  confirmReceipt = (rentalId: string) => this.call((client) => client.confirmReceipt(rentalId));
  completeRental = (rentalId: string) => this.call((client) => client.completeRental(rentalId));
  fileDispute = (rentalId: string, reason: string) => this.call((client) => client.fileDispute(rentalId, reason));
  submitEvidence = (rentalId: string, evidence: EvidenceSubmission) => this.call((client) => client.submitEvidence(rentalId, evidence));
  resolveDispute = (rentalId: string, lenderShareBps: number, details: string) =>
    this.call((client) => client.resolveDispute(rentalId, lenderShareBps, details));
  finalizeRental = (rentalId: string) => this.call((client) => client.finalizeRental(rentalId));
  claimAfterDeadline = (rentalId: string) => this.call((client) => client.claimAfterDeadline(rentalId));
  cancelRental = (rentalId: string) => this.call((client) => client.cancelRental(rentalId));

  openRentalOffer = (tool: Tool): Promise<Rental> =>
    this.call((client) => (client.openRentalOffer ? client.openRentalOffer(tool) : Promise.reject(new RentalError(ONCHAIN_UNAVAILABLE, 'Switch to on-chain rentals to offer a tool on chain.'))));

  /** 0 in simulated mode: nothing is ever credited there. */
  pendingWithdrawal = (): Promise<bigint> => this.call((client) => (client.pendingWithdrawal ? client.pendingWithdrawal() : Promise.resolve(0n)));

  withdraw = (): Promise<bigint> =>
    this.call((client) => (client.withdraw ? client.withdraw() : Promise.reject(new RentalError(ONCHAIN_UNAVAILABLE, 'You have nothing to withdraw.'))));

  /** On chain only; nothing is told while the mode is simulated or on-chain rentals are not available. Call again when either changes. */
  watchToolStatuses(listener: (statuses: OnchainToolStatuses) => void): () => void {
    if (this.mode() !== 'onchain') return () => {};
    try {
      return this.active().watchToolStatuses?.(listener) ?? (() => {});
    } catch {
      // No wallet or no deployment: the switch says so; tools keep their listed availability.
      return () => {};
    }
  }

  subscribe(listener: (event: RentalEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onTransactionSent(listener: (sent: SentTransaction) => void): () => void {
    this.sentListeners.add(listener);
    return () => this.sentListeners.delete(listener);
  }
}

/**
 * The rentals client the app uses: the simulated one (with sample rentals for each connected
 * wallet), or the deployed RentalAgreement when the rentals-mode switch says on-chain.
 */
export function createRentalsClient(getWallet: () => RentalsWallet | null, options: RentalsClientOptions = {}): RentalsClient {
  return new ModeSwitchingRentalsClient(getWallet, options);
}
