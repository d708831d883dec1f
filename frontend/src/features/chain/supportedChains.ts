import { supportedChainIds } from './chains';

/**
 * The networks the wallet button shows green: the specification's 0x1 and 0x5 (the local node's
 * id here), and every chain with a deployment record (e.g. Sepolia, 0xaa36a7).
 */
export const SUPPORTED_CHAIN_IDS: readonly string[] = supportedChainIds();

export function isSupportedChain(chainId: string | null | undefined): boolean {
  return chainId != null && SUPPORTED_CHAIN_IDS.includes(chainId.toLowerCase());
}
