import { LOCAL_RPC_URL, chainInfo, chainNumber, type RpcEnvironment } from './chains';

// Apart from chains.ts: only on-chain mode and adding a network to a wallet need it, not the first page.

/**
 * The read-only JSON-RPC URLs for a chain, in the order they are tried: VITE_RPC_URLS_<chainId>
 * (comma-separated, e.g. VITE_RPC_URLS_11155111=https://a.example,https://b.example), else the single
 * VITE_RPC_URL_<chainId>, else the chain's public default; the local node for chains the app does not know.
 */
export function readRpcUrls(chainId: string | number, environment: RpcEnvironment = import.meta.env): string[] {
  const id = chainNumber(chainId);
  const listed = environment[`VITE_RPC_URLS_${id}`];
  const urls =
    typeof listed === 'string'
      ? listed
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean)
      : [];
  if (urls.length > 0) return [...new Set(urls)];
  const configured = environment[`VITE_RPC_URL_${id}`];
  if (typeof configured === 'string' && configured.trim()) return [configured.trim()];
  return [chainInfo(id).defaultRpcUrl ?? LOCAL_RPC_URL];
}
