import { JsonRpcProvider } from 'ethers';
import { readRpcUrl } from './chains';

/** One read-only JSON-RPC provider per chain, for the whole page (rentals and reviews read through it). */
const readProviders = new Map<number, JsonRpcProvider>();

export function defaultReadProvider(chainId: number): JsonRpcProvider {
  let provider = readProviders.get(chainId);
  if (!provider) {
    // staticNetwork: the chain is known, so ethers does not ask for it before every request.
    // cacheTimeout -1: ethers otherwise answers an identical request from the last 250 ms with the
    // same result, so a block number asked just before a new block (or a jump of the chain's clock)
    // pinned every read to the old block until the next poll. Reads that start together already
    // share one block number request (ContractRentalsClient.latestBlock).
    provider = new JsonRpcProvider(readRpcUrl(chainId), chainId, { staticNetwork: true, pollingInterval: 2000, cacheTimeout: -1 });
    readProviders.set(chainId, provider);
  }
  return provider;
}
