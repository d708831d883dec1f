// What on-chain mode needs and nothing else does: ethers, the contract client, IndexedDB. Loaded
// by ModeSwitchingRentalsClient the first time on-chain rentals are used, so that the simulated
// mode (and every visitor's first page) does not download a chain library.
import { JsonRpcProvider } from 'ethers';
import { readRpcUrl, type Deployment, type LogStore, IndexedDbLogStore } from '../../chain';
import { ContractRentalsClient } from './ContractRentalsClient';
import type { RentalsWallet } from '../types';

export { ContractRentalsClient };

/** One read-only JSON-RPC provider per chain, for the whole page. */
const readProviders = new Map<number, JsonRpcProvider>();
export function defaultReadProvider(chainId: number): JsonRpcProvider {
  let provider = readProviders.get(chainId);
  if (!provider) {
    // staticNetwork: the chain is known, so ethers does not ask for it before every request.
    // cacheTimeout -1: ethers otherwise answers an identical request from the last 250 ms with the
    // same result, so a block number asked just before a new block (or a jump of the chain's clock)
    // pinned every read to the old block until the next poll. Reads that start together already
    // share one block number request (ContractRentalsClient.latestBlock).
    provider = new JsonRpcProvider(readRpcUrl(chainId), chainId, {
      staticNetwork: true,
      pollingInterval: 2000,
      cacheTimeout: -1,
    });
    readProviders.set(chainId, provider);
  }
  return provider;
}

let sharedLogStore: LogStore | null = null;

export interface OnchainClientOptions {
  readProviderFor?: (chainId: number) => JsonRpcProvider;
  logStore?: LogStore;
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
  });
}
