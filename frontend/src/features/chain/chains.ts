import { deployedChainIds, findDeployment } from './deployments';

/** What the app knows about a chain besides its deployment: its name, explorer and read-only RPC. */
export interface ChainInfo {
  chainId: number;
  name: string;
  /** Block explorer (no trailing slash): transactions link to `${explorerUrl}/tx/<hash>`. Local chains have none. */
  explorerUrl?: string;
  /** A public JSON-RPC endpoint for visitors without a wallet, unless VITE_RPC_URL_<chainId> names another. */
  defaultRpcUrl?: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
}

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 };

/** The local Hardhat node's RPC: where reads go by default (hardhat.config.ts: the node runs with chain id 5). */
export const LOCAL_RPC_URL = 'http://127.0.0.1:8545';
/** The local Hardhat node's chain id (the deploy script's and `npm start`'s). */
export const LOCAL_CHAIN_ID = 5;

const KNOWN_CHAINS: Readonly<Record<number, ChainInfo>> = {
  1: {
    chainId: 1,
    name: 'Ethereum mainnet',
    explorerUrl: 'https://etherscan.io',
    nativeCurrency: ETHER,
  },
  // 0x5 is the local node here (the specification's supported id), not the retired Görli test network.
  5: {
    chainId: 5,
    name: 'Toolshare local (Hardhat)',
    defaultRpcUrl: LOCAL_RPC_URL,
    nativeCurrency: ETHER,
  },
  11155111: {
    chainId: 11155111,
    name: 'Sepolia',
    explorerUrl: 'https://sepolia.etherscan.io',
    defaultRpcUrl: 'https://ethereum-sepolia-rpc.publicnode.com',
    nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  },
  31337: {
    chainId: 31337,
    name: 'Hardhat',
    defaultRpcUrl: LOCAL_RPC_URL,
    nativeCurrency: ETHER,
  },
};

/** A chain id as hex ("0x5") or a number, as a number. */
export function chainNumber(chainId: string | number): number {
  return typeof chainId === 'number' ? chainId : Number.parseInt(chainId, 16);
}

export const toHexChainId = (chainId: number) => `0x${chainId.toString(16)}`;

export function chainInfo(chainId: string | number): ChainInfo {
  const id = chainNumber(chainId);
  return KNOWN_CHAINS[id] ?? { chainId: id, name: `Chain ${id}`, nativeCurrency: ETHER };
}

/** "Sepolia", "Toolshare local (Hardhat)", "Chain 1337". */
export const chainName = (chainId: string | number) => chainInfo(chainId).name;

/**
 * A chain as a sentence names it: "the local test chain" for the local node (chain 5), a known
 * chain's name ("Sepolia", "Ethereum mainnet"), else "chain 137".
 */
export function chainLabel(chainId: string | number): string {
  const id = chainNumber(chainId);
  if (id === LOCAL_CHAIN_ID) return 'the local test chain';
  return KNOWN_CHAINS[id]?.name ?? `chain ${id}`;
}

export type RpcEnvironment = Readonly<Record<string, string | boolean | undefined>>;

/**
 * The chain read for a visitor without a wallet (or with one on an unsupported chain):
 * VITE_READ_CHAIN_ID when it has a deployment, else chain 5 (the local node) when deployed, else the
 * first chain with a deployment; null when nothing is deployed.
 */
export function defaultReadChainId(
  environment: RpcEnvironment = import.meta.env,
  deployed: number[] = deployedChainIds(),
): number | null {
  const configured = environment.VITE_READ_CHAIN_ID;
  const wanted =
    typeof configured === 'string' && configured.trim()
      ? chainNumber(configured.trim().startsWith('0x') ? configured.trim() : Number(configured))
      : 5;
  if (deployed.includes(wanted)) return wanted;
  return deployed[0] ?? null;
}

/** The link to a transaction on the chain's explorer; null on chains without one (the local node). */
export function transactionUrl(chainId: string | number, hash: string): string | null {
  const explorer = chainInfo(chainId).explorerUrl;
  return explorer ? `${explorer}/tx/${hash}` : null;
}

/** The specification's supported ids (0x1, 0x5) and every chain with a deployment record, as hex. */
export function supportedChainIds(deployed: number[] = deployedChainIds()): string[] {
  return [...new Set([1, 5, ...deployed])].sort((a, b) => a - b).map(toHexChainId);
}

export { findDeployment };
