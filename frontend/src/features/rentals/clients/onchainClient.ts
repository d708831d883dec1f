// What on-chain mode needs and nothing else does: ethers, the contract client, IndexedDB. Loaded
// by ModeSwitchingRentalsClient the first time on-chain rentals are used, so that the simulated
// mode (and every visitor's first page) does not download a chain library.
import type { JsonRpcProvider } from 'ethers';
import { defaultReadProvider, type Deployment, type LogStore, IndexedDbLogStore } from '../../chain';
import { ContractRentalsClient } from './ContractRentalsClient';
import type { RentalsWallet } from '../types';

export { ContractRentalsClient };

let sharedLogStore: LogStore | null = null;

export interface OnchainClientOptions {
  readProviderFor?: (chainId: number) => JsonRpcProvider;
  logStore?: LogStore;
}

/** The contract client for `deployment`, acting with the wallet only when it is on the deployment's chain. */
export function createContractClient(deployment: Deployment, getWallet: () => RentalsWallet | null, options: OnchainClientOptions = {}): ContractRentalsClient {
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
