import { isDeployment, type Deployment } from '@toolshare/contract/deployment';

export type { Deployment };

// Every deployments/<chainId>.json at the repository root (`@deployments`, see vite.config.ts), read at
// build time, and live by the dev server, so a fresh `npm start` deployment is picked up without a rebuild.
const files = import.meta.glob<Deployment>('@deployments/*.json', { eager: true, import: 'default' });

const byChainId = new Map<number, Deployment>(
  Object.values(files)
    .filter(isDeployment)
    .map((deployment) => [deployment.chainId, deployment]),
);

/** The deployment for a chain (hex like "0x5" or a number), or undefined when the contract is not deployed there. */
export function findDeployment(
  chainId: string | number,
  deployments: ReadonlyMap<number, Deployment> = byChainId,
): Deployment | undefined {
  const id = typeof chainId === 'number' ? chainId : Number.parseInt(chainId, 16);
  return deployments.get(id);
}

/** The chain ids with a deployment, for messages such as "deployed on chain 5". */
export function deployedChainIds(deployments: ReadonlyMap<number, Deployment> = byChainId): number[] {
  return [...deployments.keys()].sort((a, b) => a - b);
}
