import { findDeployment, type Deployment } from './deployments';

/** Whether on-chain rentals can run for this wallet, and if not, what is missing. */
export type OnchainAvailability =
  | { status: 'ready'; deployment: Deployment }
  | { status: 'noWallet' }
  | { status: 'noDeployment'; chainId: number };

export function onchainAvailability(
  wallet: { account: string | null; chainId: string | null } | null,
  find: (chainId: string) => Deployment | undefined = findDeployment,
): OnchainAvailability {
  if (!wallet?.account || !wallet.chainId) return { status: 'noWallet' };
  const deployment = find(wallet.chainId);
  if (!deployment) return { status: 'noDeployment', chainId: Number.parseInt(wallet.chainId, 16) };
  return { status: 'ready', deployment };
}

export const CONNECT_FOR_ONCHAIN = 'Connect your wallet to use on-chain rentals';

export function noDeploymentMessage(chainId: number): string {
  return `No RentalAgreement contract is deployed on chain ${chainId}`;
}
