import type { QueryClient } from '@tanstack/react-query';
import type { AbstractProvider } from 'ethers';
import type { Tool } from '../../tools';
import type { SignedOfferChain } from '../../signedOffers';
import type { BookedRange } from '../rules/bookingRules';
import {
  onchainAvailability,
  unavailableMessage,
  defaultReadChainId,
  findDeployment as findDeploymentRecord,
  type Deployment,
  type LogStore,
} from '../../chain';
import type { ContractRentalsClient } from './ContractRentalsClient';
import type { IndexedReads } from '../index-reader/indexedReads';
import { RentalError } from '../actions/rentalErrors';
import { getRentalsMode, type RentalsMode } from './rentalsMode';
import type { SimulatedRentalsClient } from './SimulatedRentalsClient';
import { loadOnce } from '../../../shared/lazy/loadOnce';
import type { ActionArgs, ActionResult, RentalActionName } from '../actions/rentalActions';
import {
  SIMULATED_SCOPE,
  onchainRentalsScope,
  type ChainScope,
  type DisputeAdminSchedule,
  type IndexProgress,
  type OfferQuote,
  type OnchainToolStatuses,
  type RentalEvent,
  type RentalsClient,
  type RentalsWallet,
  type TransactionObserver,
} from '../types';
import type { PartySummary } from '../reading/partySummary';

export interface RentalsClientOptions {
  getMode?: () => RentalsMode;
  /** The deployment for a hex chain id (tests pass their own). */
  findDeployment?: (chainId: string) => Deployment | undefined;
  /** The chain a visitor without a wallet reads (default: VITE_READ_CHAIN_ID, else the local chain's deployment). */
  readChainId?: number | null;
  /** The read-only provider for a chain (default: a JSON-RPC provider on `readRpcUrls(chainId)`, in turn when there are several). */
  readProviderFor?: (chainId: number) => AbstractProvider;
  /** Where read logs are kept (default: this browser's IndexedDB). */
  logStore?: LogStore;
  /** The app's query cache, where the contract clients keep the agreements they read (default: one of each client's own). */
  queryClient?: QueryClient;
  /** The chain index's URL, or null to read the chain alone (default: `indexerUrl()`, VITE_INDEXER_URL). */
  indexerUrl?: () => string | null;
}

const ONCHAIN_UNAVAILABLE = 'On-chain rentals are not available';

const deploymentKey = (deployment: Deployment) => `${deployment.chainId}:${deployment.address.toLowerCase()}`;

/**
 * Routes every call, at the time it is made, to the simulated client or to the deployed
 * RentalAgreement, following the rentals-mode switch. Screens never know which. Actions and the
 * account's own reads use the wallet's chain; a visitor without a wallet (or on another chain)
 * still reads tool availability from the default read chain through its read-only RPC.
 */
export class ModeSwitchingRentalsClient implements RentalsClient {
  /** The simulated client, its code (the action table's effects, the sample rentals) loaded on its first use. */
  private readonly loadSimulated: () => Promise<SimulatedRentalsClient>;
  /** The same client once loaded, for what must be answered at once (its clock's lead). */
  private loadedSimulated: SimulatedRentalsClient | null = null;
  private readonly contractClients = new Map<string, Promise<ContractRentalsClient>>();
  /** The same clients once loaded, for what must be answered at once (the clock's lead). */
  private readonly loadedClients = new Map<string, ContractRentalsClient>();
  private readonly listeners = new Set<(event: RentalEvent) => void>();
  /** The reads from the chain's index (with the chain as fallback), their code loaded with the on-chain code. */
  private readonly indexedReads: () => Promise<IndexedReads>;
  private readonly getWallet: () => RentalsWallet | null;
  private readonly options: RentalsClientOptions;

  constructor(getWallet: () => RentalsWallet | null, options: RentalsClientOptions = {}) {
    this.getWallet = getWallet;
    this.options = options;
    this.indexedReads = loadOnce(() =>
      import('../index-reader/indexedReads').then(({ IndexedReads }) => new IndexedReads(options.indexerUrl)),
    );
    this.loadSimulated = loadOnce(() =>
      import('./SimulatedRentalsClient').then(({ SimulatedRentalsClient }) => {
        const simulated = new SimulatedRentalsClient({ getWallet, withSamples: true });
        simulated.subscribe((event) => {
          if (this.mode() === 'simulated') this.listeners.forEach((listener) => listener(event));
        });
        this.loadedSimulated = simulated;
        return simulated;
      }),
    );
  }

  private mode(): RentalsMode {
    return (this.options.getMode ?? getRentalsMode)();
  }

  /** The contract client for a deployment, its code loaded the first time on-chain mode needs it. */
  private clientFor(deployment: Deployment): Promise<ContractRentalsClient> {
    const key = deploymentKey(deployment);
    let client = this.contractClients.get(key);
    if (!client) {
      client = import('./onchainClient').then(({ createContractClient }) => {
        const created = createContractClient(deployment, this.getWallet, {
          readProviderFor: this.options.readProviderFor,
          logStore: this.options.logStore,
          queryClient: this.options.queryClient,
        });
        this.loadedClients.set(key, created);
        return created;
      });
      this.contractClients.set(key, client);
    }
    return client;
  }

  /** The client for the current mode; in on-chain mode, a RentalError saying what is missing. */
  private active(): Promise<RentalsClient> {
    if (this.mode() === 'simulated') return this.loadSimulated();
    const wallet = this.getWallet();
    const availability = onchainAvailability(
      wallet && { account: wallet.account, chainId: wallet.chainId ?? null },
      this.options.findDeployment,
    );
    if (availability.status !== 'ready')
      return Promise.reject(new RentalError(ONCHAIN_UNAVAILABLE, unavailableMessage(availability) ?? undefined));
    return this.clientFor(availability.deployment);
  }

  /** The deployment read without a wallet: the wallet's chain when it has one, else the default read chain. */
  private readingDeployment(): Deployment | null {
    if (this.mode() !== 'onchain') return null;
    const find = this.options.findDeployment ?? findDeploymentRecord;
    const chainId = this.getWallet()?.chainId;
    const walletDeployment = chainId ? find(chainId) : undefined;
    if (walletDeployment) return walletDeployment;
    const readChainId = this.options.readChainId === undefined ? defaultReadChainId() : this.options.readChainId;
    return (readChainId === null ? undefined : find(`0x${readChainId.toString(16)}`)) ?? null;
  }

  private reading(): Promise<ContractRentalsClient> | null {
    const deployment = this.readingDeployment();
    return deployment ? this.clientFor(deployment) : null;
  }

  private async call<T>(run: (client: RentalsClient) => Promise<T>): Promise<T> {
    return run(await this.active());
  }

  getDisputeAdmin(): Promise<string | null> {
    if (this.mode() === 'simulated') return this.loadSimulated().then((simulated) => simulated.getDisputeAdmin());
    return this.reading()?.then((client) => client.getDisputeAdmin()) ?? Promise.resolve(null);
  }

  fetchRentals = () =>
    this.call(async (client) => {
      const account = this.getWallet()?.account;
      const deployment = this.readingDeployment();
      if (!account || !deployment) return client.fetchRentals();
      return (await this.indexedReads()).accountRentals(deployment, account, client);
    });
  fetchRental = (rentalId: string) => this.call((client) => client.fetchRental(rentalId));

  /** The summary of anyone's rentals, with or without a wallet: the index's or the read chain's, else the active client's (the simulation, or why on chain there is none). */
  readPartySummary = (account: string): Promise<PartySummary> => {
    const fromChain = () => (this.reading() ?? this.active()).then((client) => client.readPartySummary(account));
    const deployment = this.readingDeployment();
    return deployment
      ? this.indexedReads().then((reads) => reads.partySummary(deployment, account, fromChain))
      : fromChain();
  };

  /** How far the chain's index has synced against the chain read; null without an index or a chain. */
  readIndexProgress = (): Promise<IndexProgress | null> =>
    this.fromIndex(
      () => Promise.resolve(null),
      (reads, deployment, chain) => reads.progress(deployment, () => chain.then((client) => client.latestBlock())),
    );

  /**
   * On chain (the read chain's deployment), `read` through the index's reads with the chain as their
   * fallback (IndexedReads, loaded with the on-chain code); without a chain, `otherwise`.
   */
  private fromIndex<T>(
    otherwise: () => Promise<T>,
    read: (reads: IndexedReads, deployment: Deployment, chain: Promise<ContractRentalsClient>) => Promise<T>,
  ): Promise<T> {
    const deployment = this.readingDeployment();
    const chain = this.reading();
    return deployment && chain ? this.indexedReads().then((reads) => read(reads, deployment, chain)) : otherwise();
  }

  run = <N extends RentalActionName>(
    action: N,
    args: ActionArgs<N>,
    observer?: TransactionObserver,
  ): Promise<ActionResult<N>> => this.call((client) => client.run(action, args, observer));
  settlementOf = (rentalId: string) => this.call((client) => client.settlementOf(rentalId));
  cancellationFeeOf = (rentalId: string) => this.call((client) => client.cancellationFeeOf(rentalId));

  /** Where the rentals shown live: 'simulated', or the chain and contract read; null when on chain without a deployment. */
  rentalsScope(): string | null {
    if (this.mode() === 'simulated') return SIMULATED_SCOPE;
    const deployment = this.readingDeployment();
    return deployment ? onchainRentalsScope(deployment.chainId, deployment.address) : null;
  }

  /** The contract's clock's lead, once the contract client has loaded and read (0 before). */
  clockOffsetMs(): number {
    // Before its first use the simulated clock is this browser's.
    if (this.mode() === 'simulated') return this.loadedSimulated?.clockOffsetMs() ?? 0;
    const deployment = this.readingDeployment();
    return deployment ? (this.loadedClients.get(deploymentKey(deployment))?.clockOffsetMs() ?? 0) : 0;
  }

  // Without a chain to read (simulated mode, or no deployment), the simulation answers: nothing paused, offered or credited.

  /** As the contract says (read without a wallet too); false without one. */
  isPaused = (): Promise<boolean> =>
    this.reading()?.then((client) => client.isPaused()) ??
    this.loadSimulated().then((simulated) => simulated.isPaused());

  /** The connected wallet's credited balance on the wallet's chain; null where nothing is ever credited. */
  pendingWithdrawal = (): Promise<bigint | null> => this.call((client) => client.pendingWithdrawal());
  pendingTokenWithdrawal = (token: string): Promise<bigint | null> =>
    this.call((client) => client.pendingTokenWithdrawal(token));

  /**
   * On chain, with or without a wallet: the index's when one is configured, else the chain's. Else the
   * simulated rentals under way: none before the simulation has loaded (nothing can have been rented
   * yet), so reading them never downloads it onto the first page.
   */
  readToolStatuses = (): Promise<OnchainToolStatuses | null> =>
    this.fromIndex(
      () => this.loadedSimulated?.readToolStatuses() ?? Promise.resolve(new Map()),
      (reads, deployment, chain) =>
        reads.toolStatuses(deployment, Math.floor((Date.now() + this.clockOffsetMs()) / 1000), () =>
          chain.then((client) => client.readToolStatuses()),
        ),
    );

  readSignedOfferChain = (): Promise<SignedOfferChain | null> =>
    this.reading()?.then((client) => client.readSignedOfferChain()) ?? Promise.resolve(null);

  readDisputeAdminSchedule = (): Promise<DisputeAdminSchedule | null> =>
    this.reading()?.then((client) => client.readDisputeAdminSchedule()) ?? Promise.resolve(null);

  /**
   * On chain, with or without a wallet: the index's when one is configured, else the chain's. Else the
   * simulated bookings (none before the simulation has loaded).
   */
  readBookings = (tool: Tool): Promise<BookedRange[]> =>
    this.fromIndex(
      () => this.loadedSimulated?.readBookings(tool) ?? Promise.resolve([]),
      (reads, deployment, chain) =>
        reads.toolBookings(deployment, tool, () => chain.then((client) => client.readBookings(tool))),
    );

  readOfferTerms = (tool: Tool): Promise<OfferQuote | null> =>
    this.reading()?.then((client) => client.readOfferTerms(tool)) ??
    this.loadSimulated().then((simulated) => simulated.readOfferTerms(tool));

  onNewBlock(listener: (blockNumber: number) => void): () => void {
    const reading = this.reading();
    if (!reading) {
      return () => {
        // No chain to read: no listener was added.
      };
    }
    let stop: (() => void) | null = null;
    let stopped = false;
    void reading.then((client) => {
      if (!stopped) stop = client.onNewBlock(listener);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }

  chainScope(): ChainScope | null {
    const deployment = this.readingDeployment();
    return deployment ? { chainId: deployment.chainId, address: deployment.address } : null;
  }

  subscribe(listener: (event: RentalEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/**
 * The rentals client the app uses: the simulated one (with sample rentals for each connected
 * wallet), or the deployed RentalAgreement when the rentals-mode switch says on-chain.
 */
export function createRentalsClient(
  getWallet: () => RentalsWallet | null,
  options: RentalsClientOptions = {},
): RentalsClient {
  return new ModeSwitchingRentalsClient(getWallet, options);
}
