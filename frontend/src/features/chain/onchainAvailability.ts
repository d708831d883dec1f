import { isSupportedChain } from './supportedChains';
import { findDeployment, type Deployment } from './deployments';
import { chainLabel, defaultReadChainId } from './chains';

/** Whether on-chain rentals can run for this wallet, and if not, what is missing. */
export type OnchainAvailability =
  | { status: 'ready'; deployment: Deployment }
  | { status: 'noWallet' }
  /** A chain the app does not support at all (the wallet button says "Wrong Network"). */
  | { status: 'wrongNetwork'; chainId: number }
  /** A supported chain on which RentalAgreement has not been deployed. */
  | { status: 'noDeployment'; chainId: number };

export function onchainAvailability(
  wallet: { account: string | null; chainId: string | null } | null,
  find: (chainId: string) => Deployment | undefined = findDeployment,
): OnchainAvailability {
  if (!wallet?.account || !wallet.chainId) return { status: 'noWallet' };
  const deployment = find(wallet.chainId);
  if (deployment) return { status: 'ready', deployment };
  const chainId = Number.parseInt(wallet.chainId, 16);
  return isSupportedChain(wallet.chainId) ? { status: 'noDeployment', chainId } : { status: 'wrongNetwork', chainId };
}

export const CONNECT_FOR_ONCHAIN = 'Connect your wallet to use on-chain rentals';

export function noDeploymentMessage(chainId: number): string {
  return `No RentalAgreement contract is deployed on chain ${chainId}`;
}

/** The chain the "switch network" fix offers: the deployment visitors read (the local chain by default). */
export function targetChainId(): number {
  return defaultReadChainId() ?? 5;
}

export function wrongNetworkMessage(chainId: number, target: number = targetChainId()): string {
  return `Wrong network: your wallet is on chain ${chainId}, which Toolshare does not support. Switch it to ${chainLabel(target)} (chain ${target}).`;
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
    case 'noDeployment':
      return noDeploymentMessage(availability.chainId);
  }
}
