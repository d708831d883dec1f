/** The networks the wallet button shows green (specification §5): mainnet and 0x5 (the local node's id here). */
export const SUPPORTED_CHAIN_IDS = ['0x1', '0x5'] as const;

export function isSupportedChain(chainId: string | null | undefined): boolean {
  return chainId != null && (SUPPORTED_CHAIN_IDS as readonly string[]).includes(chainId.toLowerCase());
}
