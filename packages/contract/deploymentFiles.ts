// Reading and writing deployments/<chainId>.json, for the scripts and the indexer (Node only: the app
// reads the same files at build time, see frontend/src/features/chain/deployments.ts). Each caller says
// which folder: the repository's deployments/, or the one TOOLSHARE_DEPLOYMENTS_DIR names.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDeployment, type Deployment } from './deployment';

/** The file that records the deployment on `chainId` in `dir`. */
export function deploymentFile(dir: string, chainId: number): string {
  return path.join(dir, `${chainId}.json`);
}

/** Writes `dir`/<chainId>.json (pretty JSON) and returns its path. */
export function writeDeployment(deployment: Deployment, dir: string): string {
  mkdirSync(dir, { recursive: true });
  const file = deploymentFile(dir, deployment.chainId);
  writeFileSync(file, `${JSON.stringify(deployment, null, 2)}\n`);
  return file;
}

/**
 * The deployment recorded for `chainId` in `dir`; undefined when there is no such file. A file that
 * names no contract address is an error, not "not deployed": someone must fix or remove it.
 */
export function readDeployment(chainId: number, dir: string): Deployment | undefined {
  const file = deploymentFile(dir, chainId);
  if (!existsSync(file)) return undefined;
  const record: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isDeployment(record)) throw new Error(`${file} has no contract address`);
  return record;
}
