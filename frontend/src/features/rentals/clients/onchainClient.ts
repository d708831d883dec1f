// What on-chain mode needs and nothing else does: ethers, the contract client, IndexedDB. Loaded
// by ModeSwitchingRentalsClient the first time on-chain rentals are used, so that the simulated
// mode (and every visitor's first page) does not download a chain library.
import type { QueryClient } from '@tanstack/react-query';
import { FallbackProvider, JsonRpcProvider, type AbstractProvider } from 'ethers';
import { readRpcUrls, type Deployment, type LogStore, IndexedDbLogStore } from '../../chain';
import { ContractRentalsClient } from './ContractRentalsClient';
import type { RentalsWallet } from '../types';

export { ContractRentalsClient };

/** How long the read provider waits for one RPC URL before it asks the next as well (ethers' stallTimeout). */
const RPC_STALL_MS = 2_000;

function jsonRpcProvider(url: string, chainId: number): JsonRpcProvider {
  // staticNetwork: the chain is known, so ethers does not ask for it before every request.
  // cacheTimeout -1: ethers otherwise answers an identical request from the last 250 ms with the
  // same result, so a block number asked just before a new block (or a jump of the chain's clock)
  // pinned every read to the old block until the next poll. Reads that start together already
  // share one block number request (ContractRentalsClient.latestBlock).
  return new JsonRpcProvider(url, chainId, { staticNetwork: true, pollingInterval: 2000, cacheTimeout: -1 });
}

/**
 * One read-only provider per chain, for the whole page: a JSON-RPC provider on the chain's RPC URL,
 * or, when several are configured (VITE_RPC_URLS_<chainId>), ethers' FallbackProvider over them in
 * their order: the first is asked, the next as well when it fails or stalls, and one answer suffices.
 */
const readProviders = new Map<number, AbstractProvider>();
export function defaultReadProvider(chainId: number): AbstractProvider {
  let provider = readProviders.get(chainId);
  if (!provider) {
    const urls = readRpcUrls(chainId);
    const [only] = urls;
    provider =
      urls.length === 1 && only
        ? jsonRpcProvider(only, chainId)
        : new FallbackProvider(
            urls.map((url, index) => ({
              provider: jsonRpcProvider(url, chainId),
              priority: index + 1,
              stallTimeout: RPC_STALL_MS,
              weight: 1,
            })),
            chainId,
            { quorum: 1, pollingInterval: 2000, cacheTimeout: -1 },
          );
    readProviders.set(chainId, provider);
  }
  return provider;
}

let sharedLogStore: LogStore | null = null;

export interface OnchainClientOptions {
  readProviderFor?: (chainId: number) => AbstractProvider;
  logStore?: LogStore;
  /** The app's query cache, where the client keeps what it read (`ContractReadCache`). */
  queryClient?: QueryClient;
}

/** The contract client for `deployment`, acting with the wallet only when it is on the deployment's chain. */
export function createContractClient(
  deployment: Deployment,
  getWallet: () => RentalsWallet | null,
  options: OnchainClientOptions = {},
): ContractRentalsClient {
  sharedLogStore ??= new IndexedDbLogStore();
  return new ContractRentalsClient({
    getWallet: () => {
      const wallet = getWallet();
      return wallet?.chainId && Number.parseInt(wallet.chainId, 16) === deployment.chainId ? wallet : null;
    },
    address: deployment.address,
    chainId: deployment.chainId,
    fromBlock: deployment.deployBlock,
    disputeAdmin: deployment.disputeAdmin,
    readProvider: (options.readProviderFor ?? defaultReadProvider)(deployment.chainId),
    logStore: options.logStore ?? sharedLogStore,
    queryClient: options.queryClient,
  });
}
