// A real chain and a real indexer for the indexer's tests and `npm run bench:index`: a Hardhat node on a
// free port with RentalAgreement deployed (its record in a temporary deployments folder), and Ponder
// (scripts/run-ponder.mjs) indexing it into a temporary PGlite, its HTTP API on a port of the caller's.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { JsonRpcProvider, type JsonRpcSigner } from 'ethers';
import { RentalAgreement__factory, type RentalAgreement } from '../../../typechain-types';
import { freePort } from '../../../scripts/lib/freePort.mjs';
import { startHardhatNode, stopProcessGroup, waitForNode } from '../../../scripts/lib/localNode.mjs';

const RUN_PONDER = fileURLToPath(new URL('../../scripts/run-ponder.mjs', import.meta.url));

export interface TestChain {
  rpcUrl: string;
  provider: JsonRpcProvider;
  contract: RentalAgreement;
  address: string;
  deployBlock: number;
  /** Node accounts 0 (deployer, dispute admin), 1 (lender), 2 (borrower), 3 (another member). */
  signers: [JsonRpcSigner, JsonRpcSigner, JsonRpcSigner, JsonRpcSigner];
  /** A folder holding `5.json` for this chain, for TOOLSHARE_DEPLOYMENTS_DIR. */
  deploymentsDir: string;
  stop: () => void;
}

export async function startTestChain(): Promise<TestChain> {
  const port = await freePort();
  const rpcUrl = `http://127.0.0.1:${port}`;
  const node = startHardhatNode(port);
  const provider = new JsonRpcProvider(rpcUrl, undefined, {
    staticNetwork: true,
    cacheTimeout: -1,
    pollingInterval: 50,
  });
  const deploymentsDir = mkdtempSync(path.join(tmpdir(), 'toolshare-indexer-deployments-'));
  const stop = () => {
    provider.destroy();
    stopProcessGroup(node);
    rmSync(deploymentsDir, { recursive: true, force: true });
  };
  try {
    await waitForNode(rpcUrl, node);
    const signers = await Promise.all([
      provider.getSigner(0),
      provider.getSigner(1),
      provider.getSigner(2),
      provider.getSigner(3),
    ]);
    const contract = await new RentalAgreement__factory(signers[0]).deploy();
    const deployBlock = (await contract.deploymentTransaction()?.wait())?.blockNumber ?? 0;
    const address = await contract.getAddress();
    writeFileSync(path.join(deploymentsDir, '5.json'), JSON.stringify({ chainId: 5, address, deployBlock }));
    return { rpcUrl, provider, contract, address, deployBlock, signers, deploymentsDir, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/**
 * Mines `count` empty blocks, each with its parent's hash, in one batched JSON-RPC request. Not
 * `hardhat_mine`: the blocks it reserves report a zero parent hash, which Ponder takes for a
 * reorganisation deeper than the finality window and stops on.
 */
export async function mineEmptyBlocks(chain: TestChain, count: number): Promise<void> {
  await Promise.all(Array.from({ length: count }, () => chain.provider.send('evm_mine', [])));
}

/**
 * Mines whatever `send` sends into one block (automine is off meanwhile) and returns the block's number.
 * The transactions must fit in the block's gas limit (30 M on the Hardhat node).
 */
export async function inOneBlock(chain: TestChain, send: () => Promise<unknown>): Promise<number> {
  await chain.provider.send('evm_setAutomine', [false]);
  try {
    await send();
    await chain.provider.send('evm_mine', []);
  } finally {
    await chain.provider.send('evm_setAutomine', [true]);
  }
  return chain.provider.getBlockNumber();
}

export interface RunningIndexer {
  url: string;
  /** The embedded database's folder. */
  pgliteDir: string;
  /** The block the index has processed (Ponder's /status), or null before its first. */
  indexedBlock: () => Promise<number | null>;
  /** Resolves once the index has processed `block`. */
  waitForBlock: (block: number, timeoutMs?: number) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Starts Ponder against `chain`; resolves when it has indexed the chain's head (the backfill is done and
 * the live blocks after it too), or rejects after `catchUpTimeoutMs`.
 */
export async function startIndexer(
  chain: TestChain,
  port: number,
  { env = {}, catchUpTimeoutMs = 120_000 }: { env?: NodeJS.ProcessEnv; catchUpTimeoutMs?: number } = {},
): Promise<RunningIndexer> {
  const pgliteDir = mkdtempSync(path.join(tmpdir(), 'toolshare-indexer-pglite-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [RUN_PONDER, 'start', '--log-level', process.env.INDEXER_LOG_LEVEL ?? 'warn'],
    {
      env: {
        ...process.env,
        INDEXER_RPC_URL: chain.rpcUrl,
        INDEXER_PORT: String(port),
        INDEXER_PGLITE_DIR: pgliteDir,
        TOOLSHARE_DEPLOYMENTS_DIR: chain.deploymentsDir,
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    },
  );
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      stopProcessGroup(child);
      await exited;
    }
    rmSync(pgliteDir, { recursive: true, force: true });
  };

  const indexedBlock = async (): Promise<number | null> => {
    const response = await fetch(`${url}/status`);
    if (!response.ok) return null;
    const status = (await response.json()) as Record<string, { block?: { number: number } | null }>;
    return status.toolshare?.block?.number ?? null;
  };

  const poll = async (done: () => Promise<boolean>, what: string, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The indexer exited with code ${child.exitCode} while ${what}`);
      if (await done().catch(() => false)) return;
      if (Date.now() > deadline) throw new Error(`The indexer was not done ${what} within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const waitForBlock = (block: number, timeoutMs = 30_000) =>
    poll(async () => ((await indexedBlock()) ?? -1) >= block, `indexing block ${block}`, timeoutMs);
  try {
    // /ready answers once the backfill is done; the blocks Ponder treats as live come after it.
    await poll(async () => (await fetch(`${url}/ready`)).ok, 'starting', catchUpTimeoutMs);
    await waitForBlock(await chain.provider.getBlockNumber(), catchUpTimeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pgliteDir, indexedBlock, waitForBlock, stop };
}
