import { hasWalletErrorCode } from '../../shared/walletErrorCodes';
import { LOCAL_CHAIN_ID, LOCAL_RPC_URL, chainInfo, chainNumber, toHexChainId } from './chains';
import { readRpcUrls } from './rpcUrls';

/** The local Hardhat node the app deploys to (chain id 5, like the deploy script's). */
export const LOCAL_CHAIN = {
  chainId: toHexChainId(LOCAL_CHAIN_ID),
  chainName: 'Toolshare local (Hardhat)',
  rpcUrls: [LOCAL_RPC_URL],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
} as const;

/** An EIP-1193 request, e.g. `(method, params) => browserProvider.send(method, params)`. */
export type WalletRequest = (method: string, params: unknown[]) => Promise<unknown>;

/** What wallet_addEthereumChain needs to know about a chain (EIP-3085). */
function addChainParameters(chainId: number) {
  if (chainId === Number(LOCAL_CHAIN.chainId)) return { ...LOCAL_CHAIN, rpcUrls: [...LOCAL_CHAIN.rpcUrls] };
  const info = chainInfo(chainId);
  return {
    chainId: toHexChainId(chainId),
    chainName: info.name,
    rpcUrls: readRpcUrls(chainId),
    nativeCurrency: info.nativeCurrency,
    ...(info.explorerUrl ? { blockExplorerUrls: [info.explorerUrl] } : {}),
  };
}

/** Switches the wallet to `chainId`, adding the chain first when the wallet does not know it. */
export async function switchToChain(request: WalletRequest, chainId: string | number): Promise<void> {
  const id = chainNumber(chainId);
  try {
    await request('wallet_switchEthereumChain', [{ chainId: toHexChainId(id) }]);
  } catch (error) {
    // EIP-3326: 4902 means the wallet does not know the chain yet.
    if (!hasWalletErrorCode(error, [4902])) throw error;
    await request('wallet_addEthereumChain', [addChainParameters(id)]);
  }
}

/** Switches the wallet to the local chain, adding it first when the wallet does not know it. */
export function switchToLocalChain(request: WalletRequest): Promise<void> {
  return switchToChain(request, LOCAL_CHAIN.chainId);
}
