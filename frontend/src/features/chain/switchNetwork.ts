/** The local Hardhat node the app deploys to (chain id 5, like the deploy script's). */
export const LOCAL_CHAIN = {
  chainId: '0x5',
  chainName: 'Toolshare local (Hardhat)',
  rpcUrls: ['http://127.0.0.1:8545'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
} as const;

/** An EIP-1193 request, e.g. `(method, params) => browserProvider.send(method, params)`. */
export type WalletRequest = (method: string, params: unknown[]) => Promise<unknown>;

/** Whether the wallet said it does not know the chain (EIP-3326 code 4902), however ethers wrapped it. */
function isUnknownChain(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  const { code, error: inner, info, cause, data } = error as { code?: unknown; error?: unknown; info?: { error?: unknown }; cause?: unknown; data?: unknown };
  if (code === 4902) return true;
  // MetaMask mobile reports it inside data.originalError.
  const original = (data as { originalError?: unknown } | undefined)?.originalError;
  return [inner, info?.error, cause, original].some((nested) => isUnknownChain(nested, depth + 1));
}

/** Switches the wallet to the local chain, adding it first when the wallet does not know it. */
export async function switchToLocalChain(request: WalletRequest): Promise<void> {
  try {
    await request('wallet_switchEthereumChain', [{ chainId: LOCAL_CHAIN.chainId }]);
  } catch (error) {
    if (!isUnknownChain(error)) throw error;
    await request('wallet_addEthereumChain', [{ ...LOCAL_CHAIN, rpcUrls: [...LOCAL_CHAIN.rpcUrls] }]);
  }
}
