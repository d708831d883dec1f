import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Contract, JsonRpcProvider, getAddress } from 'ethers';
// Types only: the bindings are CommonJS TypeScript that Playwright's ESM loader cannot import.
import type { RentalAgreement } from '@toolshare/contract/typechain';
import type { Deployment } from '@toolshare/contract/deployment';
import { E2E_RPC_URL } from './ports';

/**
 * The test side's view of the chain the browser's wallet talks to: the deployment made for this run
 * (scripts/e2e.mjs) and plain reads, to check what the contract holds rather than what the page says.
 */

const LOCAL_CHAIN_ID = 5;

/** The RentalAgreement deployed for this run; scripts/e2e.mjs names its folder. */
export function e2eDeployment(): Deployment {
  const dir = process.env.TOOLSHARE_DEPLOYMENTS_DIR;
  if (!dir)
    throw new Error(
      'No test deployment: run the browser tests with `npm run test:e2e` (it starts the chain, deploys and builds).',
    );
  return JSON.parse(readFileSync(join(dir, `${LOCAL_CHAIN_ID}.json`), 'utf8')) as Deployment;
}

export const chain = new JsonRpcProvider(E2E_RPC_URL, LOCAL_CHAIN_ID, { staticNetwork: true, cacheTimeout: -1 });

/** The node's unlocked development accounts (Hardhat gives 20), checksummed as the contract returns addresses. */
export async function devAccounts(): Promise<string[]> {
  return ((await chain.send('eth_accounts', [])) as string[]).map((account) => getAddress(account));
}

const ARTIFACT = new URL('../../../artifacts/contracts/RentalAgreement.sol/RentalAgreement.json', import.meta.url);

/** The deployed contract, read-only, typed by the TypeChain bindings. */
export function rentalAgreement(): RentalAgreement {
  const { abi } = JSON.parse(readFileSync(ARTIFACT, 'utf8')) as { abi: unknown[] };
  return new Contract(e2eDeployment().address, abi as never, chain) as unknown as RentalAgreement;
}

/** What `account` paid in gas for the transactions it sent in blocks fromBlock..latest. */
export async function feesPaidSince(account: string, fromBlock: number): Promise<bigint> {
  const latest = await chain.getBlockNumber();
  let fees = 0n;
  for (let number = fromBlock; number <= latest; number++) {
    const block = await chain.getBlock(number, true);
    for (const transaction of block?.prefetchedTransactions ?? []) {
      if (transaction.from.toLowerCase() !== account.toLowerCase()) continue;
      const receipt = await chain.getTransactionReceipt(transaction.hash);
      if (!receipt) throw new Error(`No receipt for mined transaction ${transaction.hash}`);
      fees += receipt.fee;
    }
  }
  return fees;
}
