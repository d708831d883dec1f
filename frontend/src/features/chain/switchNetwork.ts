import { hasWalletErrorCode } from '../wallet';

/** The local Hardhat node the app deploys to (chain id 5, like the deploy script's). */
export const LOCAL_CHAIN = {
  chainId: '0x5',
  chainName: 'Toolshare local (Hardhat)',
  rpcUrls: ['http://127.0.0.1:8545'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
} as const;

/** An EIP-1193 request, e.g. `(method, params) => browserProvider.send(method, params)`. */
export type WalletRequest = (method: string, params: unknown[]) => Promise<unknown>;

/** Switches the wallet to the local chain, adding it first when the wallet does not know it. */
export async function switchToLocalChain(request: WalletRequest): Promise<void> {
  try {
    await request('wallet_switchEthereumChain', [{ chainId: LOCAL_CHAIN.chainId }]);
  } catch (error) {
    // EIP-3326: 4902 means the wallet does not know the chain yet.
    if (!hasWalletErrorCode(error, [4902])) throw error;
    await request('wallet_addEthereumChain', [{ ...LOCAL_CHAIN, rpcUrls: [...LOCAL_CHAIN.rpcUrls] }]);
  }
}
