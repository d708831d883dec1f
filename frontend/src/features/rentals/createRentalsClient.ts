import { JsonRpcProvider } from 'ethers';
import type { Tool, RentalTerms } from '../tools';
import { onchainAvailability, unavailableMessage, chainNumber, defaultReadChainId, readRpcUrl, findDeployment as findDeploymentRecord, type Deployment, IndexedDbLogStore, type LogStore } from '../chain';
import { ContractRentalsClient } from './ContractRentalsClient';
import { RentalError } from './rentalErrors';
import { getRentalsMode, type RentalsMode } from './rentalsMode';
import { SimulatedRentalsClient } from './SimulatedRentalsClient';
import type { ChainScope, EvidenceSubmission, OnchainToolStatuses, Rental, RentalEvent, RentalsClient, RentalsWallet, TransactionObserver } from './types';

export interface RentalsClientOptions {
  getMode?: () => RentalsMode;
  /** The deployment for a hex chain id (tests pass their own). */
  findDeployment?: (chainId: string) => Deployment | undefined;
  /** The chain a visitor without a wallet reads (default: VITE_READ_CHAIN_ID, else the local chain's deployment). */
  readChainId?: number | null;
  /** The read-only provider for a chain (default: a JSON-RPC provider on `readRpcUrl(chainId)`). */
  readProviderFor?: (chainId: number) => JsonRpcProvider;
  /** Where read logs are kept (default: this browser's IndexedDB). */
  logStore?: LogStore;
}

const ONCHAIN_UNAVAILABLE = 'On-chain rentals are not available';

/**
 * Routes every call, at the time it is made, to the simulated client or to the deployed
 * RentalAgreement, following the rentals-mode switch. Screens never know which. Actions and the
 * account's own reads use the wallet's chain; a visitor without a wallet (or on another chain)
 * still reads tool availability from the default read chain through its read-only RPC.
 */
export class ModeSwitchingRentalsClient implements RentalsClient {
  private readonly simulated: SimulatedRentalsClient;
  private readonly contractClients = new Map<string, ContractRentalsClient>();
  private readonly listeners = new Set<(event: RentalEvent) => void>();
  private readonly getWallet: () => RentalsWallet | null;
  private readonly options: RentalsClientOptions;
  private logStore: LogStore | null = null;

  constructor(getWallet: () => RentalsWallet | null, options: RentalsClientOptions = {}) {
    this.getWallet = getWallet;
    this.options = options;
    this.simulated = new SimulatedRentalsClient({ getWallet, withSamples: true });
    this.simulated.subscribe((event) => {
      if (this.mode() === 'simulated') this.listeners.forEach((listener) => listener(event));
    });
  }

  private mode(): RentalsMode {
    return (this.options.getMode ?? getRentalsMode)();
  }

  private clientFor(deployment: Deployment): ContractRentalsClient {
    const key = `${deployment.chainId}:${deployment.address.toLowerCase()}`;
    let client = this.contractClients.get(key);
    if (!client) {
      this.logStore ??= this.options.logStore ?? new IndexedDbLogStore();
      client = new ContractRentalsClient({
        // The wallet acts (and reads) only on its own chain.
        getWallet: () => {
          const wallet = this.getWallet();
          return wallet?.chainId && chainNumber(wallet.chainId) === deployment.chainId ? wallet : null;
        },
        address: deployment.address,
        chainId: deployment.chainId,
        fromBlock: deployment.deployBlock,
        disputeAdmin: deployment.disputeAdmin,
        readProvider: (this.options.readProviderFor ?? defaultReadProvider)(deployment.chainId),
        logStore: this.logStore,
      });
      this.contractClients.set(key, client);
    }
    return client;
  }

  /** The client for the current mode; in on-chain mode, a RentalError saying what is missing. */
  private active(): RentalsClient {
    if (this.mode() === 'simulated') return this.simulated;
    const wallet = this.getWallet();
    const availability = onchainAvailability(wallet && { account: wallet.account, chainId: wallet.chainId ?? null }, this.options.findDeployment);
    if (availability.status !== 'ready') throw new RentalError(ONCHAIN_UNAVAILABLE, unavailableMessage(availability) ?? undefined);
    return this.clientFor(availability.deployment);
  }

  /** The on-chain client to read from without a wallet: the wallet's chain when usable, else the default read chain. */
  private reading(): ContractRentalsClient | null {
    if (this.mode() !== 'onchain') return null;
    const find = this.options.findDeployment ?? findDeploymentRecord;
    const chainId = this.getWallet()?.chainId;
    const walletDeployment = chainId ? find(chainId) : undefined;
    if (walletDeployment) return this.clientFor(walletDeployment);
    const readChainId = this.options.readChainId === undefined ? defaultReadChainId() : this.options.readChainId;
    const deployment = readChainId === null ? undefined : find(`0x${readChainId.toString(16)}`);
    return deployment ? this.clientFor(deployment) : null;
  }

  private async call<T>(run: (client: RentalsClient) => Promise<T>): Promise<T> {
    return run(this.active());
  }

  getDisputeAdmin(): Promise<string | null> {
    if (this.mode() === 'simulated') return this.simulated.getDisputeAdmin();
    return this.reading()?.getDisputeAdmin() ?? Promise.resolve(null);
  }

  fetchRentals = () => this.call((client) => client.fetchRentals());
  fetchRental = (rentalId: string) => this.call((client) => client.fetchRental(rentalId));
  createRental = (tool: Tool, duration: number, observer?: TransactionObserver) => this.call((client) => client.createRental(tool, duration, observer));
  confirmPickup = (rentalId: string, observer?: TransactionObserver) => this.call((client) => client.confirmPickup(rentalId, observer));
  confirmReturn = (rentalId: string, observer?: TransactionObserver) => this.call((client) => client.confirmReturn(rentalId, observer));
  confirmReceipt = (rentalId: string, observer?: TransactionObserver) => this.call((client) => client.confirmReceipt(rentalId, observer));
  completeRental = (rentalId: string, observer?: TransactionObserver) => this.call((client) => client.completeRental(rentalId, observer));
  fileDispute = (rentalId: string, reason: string, observer?: TransactionObserver) => this.call((client) => client.fileDispute(rentalId, reason, observer));
  submitEvidence = (rentalId: string, evidence: EvidenceSubmission, observer?: TransactionObserver) =>
    this.call((client) => client.submitEvidence(rentalId, evidence, observer));
  resolveDispute = (rentalId: string, lenderShareBps: number, details: string, observer?: TransactionObserver) =>
    this.call((client) => client.resolveDispute(rentalId, lenderShareBps, details, observer));
  finalizeRental = (rentalId: string, observer?: TransactionObserver) => this.call((client) => client.finalizeRental(rentalId, observer));
  claimAfterDeadline = (rentalId: string, observer?: TransactionObserver) => this.call((client) => client.claimAfterDeadline(rentalId, observer));
  cancelRental = (rentalId: string, observer?: TransactionObserver) => this.call((client) => client.cancelRental(rentalId, observer));

  openRentalOffer = (tool: Tool, observer?: TransactionObserver): Promise<Rental> =>
    this.call((client) =>
      client.openRentalOffer
        ? client.openRentalOffer(tool, observer)
        : Promise.reject(new RentalError(ONCHAIN_UNAVAILABLE, 'Switch to on-chain rentals to offer a tool on chain.')),
    );

  /** 0 in simulated mode: nothing is ever credited there. */
  pendingWithdrawal = (): Promise<bigint> => this.call((client) => (client.pendingWithdrawal ? client.pendingWithdrawal() : Promise.resolve(0n)));

  withdraw = (observer?: TransactionObserver): Promise<bigint> =>
    this.call((client) => (client.withdraw ? client.withdraw(observer) : Promise.reject(new RentalError(ONCHAIN_UNAVAILABLE, 'You have nothing to withdraw.'))));

  /** On chain only, with or without a wallet; null-like (empty) never: callers ask only when `chainScope()` is not null. */
  readToolStatuses = (): Promise<OnchainToolStatuses> => {
    const client = this.reading();
    return client ? client.readToolStatuses() : Promise.resolve(new Map());
  };

  readOfferTerms = (tool: Tool): Promise<RentalTerms | null> => this.reading()?.readOfferTerms(tool) ?? Promise.resolve(null);

  onNewBlock(listener: (blockNumber: number) => void): () => void {
    return this.reading()?.onNewBlock(listener) ?? (() => {});
  }

  chainScope(): ChainScope | null {
    const client = this.reading();
    return client ? { chainId: client.chainId, address: client.address } : null;
  }

  subscribe(listener: (event: RentalEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** One read-only JSON-RPC provider per chain, for the whole page. */
const readProviders = new Map<number, JsonRpcProvider>();
function defaultReadProvider(chainId: number): JsonRpcProvider {
  let provider = readProviders.get(chainId);
  if (!provider) {
    // staticNetwork: the chain is known, so ethers does not ask for it before every request.
    provider = new JsonRpcProvider(readRpcUrl(chainId), chainId, { staticNetwork: true, pollingInterval: 2000 });
    readProviders.set(chainId, provider);
  }
  return provider;
}

/**
 * The rentals client the app uses: the simulated one (with sample rentals for each connected
 * wallet), or the deployed RentalAgreement when the rentals-mode switch says on-chain.
 */
export function createRentalsClient(getWallet: () => RentalsWallet | null, options: RentalsClientOptions = {}): RentalsClient {
  return new ModeSwitchingRentalsClient(getWallet, options);
}
