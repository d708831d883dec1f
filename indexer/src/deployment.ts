// Where the indexer looks: the contract and its deploy block from deployments/<chainId>.json, as the
// deploy script writes it (TOOLSHARE_DEPLOYMENTS_DIR names another folder, as for the app and scripts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deploymentFile, readDeployment as readDeploymentFile } from '@toolshare/contract/deploymentFiles';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The local Hardhat node's chain id (hardhat.config.ts): `npm start`'s chain. */
export const LOCAL_CHAIN_ID = 5;

export interface IndexedDeployment {
  chainId: number;
  address: `0x${string}`;
  deployBlock: number;
}

/** The deployment record for `chainId`, or an error that says which file is missing and how to write it. */
export function readDeployment(
  chainId: number,
  deploymentsDir = process.env.TOOLSHARE_DEPLOYMENTS_DIR ?? path.join(repoRoot, 'deployments'),
): IndexedDeployment {
  const record = readDeploymentFile(chainId, deploymentsDir);
  if (!record)
    throw new Error(
      `The indexer found no deployment for chain ${chainId} at ${deploymentFile(deploymentsDir, chainId)}: deploy first (npm run deploy:local).`,
    );
  // isDeployment checked the address's form.
  return { chainId, address: record.address as `0x${string}`, deployBlock: record.deployBlock };
}
