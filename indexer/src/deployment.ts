// Where the indexer looks: the contract and its deploy block from deployments/<chainId>.json, as the
// deploy script writes it (TOOLSHARE_DEPLOYMENTS_DIR names another folder, as for the app and scripts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  deploymentsDir = process.env.TOOLSHARE_DEPLOYMENTS_DIR,
): IndexedDeployment {
  const file = path.join(deploymentsDir ?? path.join(repoRoot, 'deployments'), `${chainId}.json`);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(
      `The indexer found no deployment for chain ${chainId} at ${file}: deploy first (npm run deploy:local).`,
    );
  }
  const record = JSON.parse(text) as Partial<IndexedDeployment>;
  if (typeof record.address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(record.address))
    throw new Error(`${file} has no contract address`);
  return { chainId, address: record.address, deployBlock: record.deployBlock ?? 0 };
}
