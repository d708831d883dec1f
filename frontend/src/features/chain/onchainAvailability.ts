import { findDeployment, type Deployment } from './deployments';
import { chainLabel, defaultReadChainId } from './chains';

/** Whether on-chain rentals can run for this wallet, and if not, what is missing. */
export type OnchainAvailability =
  | { status: 'ready'; deployment: Deployment }
  | { status: 'noWallet' }
  /**
   * A chain without a RentalAgreement deployment: one the app does not support at all (the wallet
   * button says "Wrong Network") or a supported one such as mainnet. Either way the fix is the same
   * switch, so the user reads the same words.
   */
  | { status: 'wrongNetwork'; chainId: number };

export function onchainAvailability(
  wallet: { account: string | null; chainId: string | null } | null,
  find: (chainId: string) => Deployment | undefined = findDeployment,
): OnchainAvailability {
  if (!wallet?.account || !wallet.chainId) return { status: 'noWallet' };
  const deployment = find(wallet.chainId);
  if (deployment) return { status: 'ready', deployment };
  return { status: 'wrongNetwork', chainId: Number.parseInt(wallet.chainId, 16) };
}

export const CONNECT_FOR_ONCHAIN = 'Connect your wallet to use on-chain rentals';

/** The chain the "switch network" fix offers: the deployment visitors read (the local chain by default). */
export function targetChainId(): number {
  return defaultReadChainId() ?? 5;
}

/** "Toolshare runs on the local test chain; your wallet is on Ethereum mainnet." */
export function wrongNetworkMessage(chainId: number, target: number = targetChainId()): string {
  return `Toolshare runs on ${chainLabel(target)}; your wallet is on ${chainLabel(chainId)}.`;
}

/** What is missing, as the user reads it; null when on-chain rentals can run. */
export function unavailableMessage(availability: OnchainAvailability): string | null {
  switch (availability.status) {
    case 'ready':
      return null;
    case 'noWallet':
      return CONNECT_FOR_ONCHAIN;
    case 'wrongNetwork':
      return wrongNetworkMessage(availability.chainId);
  }
}
