import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { HardhatRuntimeEnvironment } from 'hardhat/types';
import type { RentalAgreement } from '../../typechain-types';
import type { Deployment } from './deployment';

export interface DeployOptions {
  /** Hands dispute resolution to this address after deploying (the deployer keeps it otherwise). */
  disputeAdmin?: string;
}

/**
 * Deploys RentalAgreement from the network's first account, optionally sets a different dispute
 * admin, and describes the deployment. Writes nothing: callers decide where the record goes.
 */
export async function deployRentalAgreement(
  hre: HardhatRuntimeEnvironment,
  options: DeployOptions = {},
): Promise<{ contract: RentalAgreement; deployment: Deployment }> {
  const { ethers } = hre;
  const [deployer] = await ethers.getSigners();
  if (!deployer) throw new Error(`The network ${hre.network.name} has no account to deploy from`);
  const factory = await ethers.getContractFactory('RentalAgreement', deployer);
  const contract = (await factory.deploy()) as unknown as RentalAgreement;
  const receipt = await contract.deploymentTransaction()?.wait();
  if (!receipt) throw new Error('The deployment transaction has no receipt');

  if (options.disputeAdmin && !sameAddress(options.disputeAdmin, deployer.address)) {
    if (!ethers.isAddress(options.disputeAdmin))
      throw new Error(`DISPUTE_ADMIN is not an address: ${String(options.disputeAdmin)}`);
    await (await contract.setDisputeAdmin(options.disputeAdmin)).wait();
  }

  const { chainId } = await ethers.provider.getNetwork();
  return {
    contract,
    deployment: {
      chainId: Number(chainId),
      address: await contract.getAddress(),
      deployBlock: receipt.blockNumber,
      deployer: deployer.address,
      disputeAdmin: await contract.disputeAdmin(),
    },
  };
}

function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * Where deployments are recorded: deployments/ at the repository root, unless TOOLSHARE_DEPLOYMENTS_DIR
 * names another folder (the browser tests keep their throw-away deployment out of the repository).
 */
export const DEPLOYMENTS_DIR = process.env.TOOLSHARE_DEPLOYMENTS_DIR ?? path.join(__dirname, '..', '..', 'deployments');

/** Writes deployments/<chainId>.json (pretty JSON) and returns its path. */
export function writeDeployment(deployment: Deployment, dir = DEPLOYMENTS_DIR): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${deployment.chainId}.json`);
  writeFileSync(file, `${JSON.stringify(deployment, null, 2)}\n`);
  return file;
}

/** The recorded deployment for a chain, if any. */
export function readDeployment(chainId: number, dir = DEPLOYMENTS_DIR): Deployment | undefined {
  const file = path.join(dir, `${chainId}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Deployment) : undefined;
}
