import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JsonRpcProvider } from 'ethers';
import { repoRoot, startHardhatNode, stopProcessGroup, waitForNode } from '@repo/scripts/lib/localNode.mjs';
import type { Deployment } from '@toolshare/contract/deployment';
import { e2eDeployment } from './chain';
import { E2E_FAULT_CHAIN_PORT, E2E_FAULT_PROXY_PORT } from './ports';
import { RpcProxy } from './rpcProxy';

const LOCAL_CHAIN_ID = 5;
const FAULT_RPC_URL = `http://127.0.0.1:${E2E_FAULT_CHAIN_PORT}`;

/**
 * A chain of the fault specs' own, behind an RpcProxy: a Hardhat node on E2E_FAULT_CHAIN_PORT with the
 * test deployment made again on it (a fresh node and the same deploy script give the same addresses,
 * which the built app names), so that these specs can reorganise and restart it without touching the
 * chain every other spec shares. The page's wallet talks to `proxy.url`; the test reads `node` directly.
 */
export class FaultChain {
  private constructor(
    private process: ChildProcess,
    readonly proxy: RpcProxy,
    readonly node: JsonRpcProvider,
  ) {}

  static async start(): Promise<FaultChain> {
    const process = await startNode();
    deployAgain();
    const proxy = await RpcProxy.start(E2E_FAULT_PROXY_PORT, FAULT_RPC_URL);
    const node = new JsonRpcProvider(FAULT_RPC_URL, LOCAL_CHAIN_ID, { staticNetwork: true, cacheTimeout: -1 });
    return new FaultChain(process, proxy, node);
  }

  /** Stops the node and starts a new one on the same port: a new chain at block 0, with nothing deployed. */
  async restartNode(): Promise<void> {
    await this.stopNode();
    this.process = await startNode();
  }

  async stop(): Promise<void> {
    this.node.destroy();
    await this.proxy.stop();
    await this.stopNode();
  }

  /** Marks the current chain, to reorganise back to (evm_snapshot). */
  snapshot(): Promise<string> {
    return this.node.send('evm_snapshot', []) as Promise<string>;
  }

  /**
   * Reorganises the chain: everything after `snapshotId` is dropped (evm_revert) and `blocks` empty
   * blocks are mined on the other branch, longer than the dropped one, as a real reorganisation would be.
   */
  async reorganise(snapshotId: string, blocks: number): Promise<void> {
    const reverted = (await this.node.send('evm_revert', [snapshotId])) as boolean;
    if (!reverted) throw new Error(`The chain had no snapshot ${snapshotId} to go back to.`);
    await this.node.send('hardhat_mine', [`0x${blocks.toString(16)}`]);
  }

  private async stopNode(): Promise<void> {
    const exited = new Promise((resolve) => this.process.once('exit', resolve));
    stopProcessGroup(this.process);
    await exited;
  }
}

async function startNode(): Promise<ChildProcess> {
  const node = startHardhatNode(E2E_FAULT_CHAIN_PORT);
  await waitForNode(FAULT_RPC_URL, node);
  return node;
}

/** Runs the deploy script against the fault chain and checks that it gave the built app's addresses. */
function deployAgain(): void {
  const dir = mkdtempSync(join(tmpdir(), 'toolshare-fault-deployments-'));
  try {
    const result = spawnSync('npx', ['hardhat', 'run', 'scripts/deploy.ts', '--network', 'e2e'], {
      cwd: repoRoot,
      env: { ...process.env, TOOLSHARE_E2E_CHAIN_PORT: String(E2E_FAULT_CHAIN_PORT), TOOLSHARE_DEPLOYMENTS_DIR: dir },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`Deploying on the fault chain failed:\n${result.stderr}`);
    const made = JSON.parse(readFileSync(join(dir, `${LOCAL_CHAIN_ID}.json`), 'utf8')) as Deployment;
    const expected = e2eDeployment();
    if (made.address !== expected.address)
      throw new Error(
        `The fault chain's RentalAgreement is at ${made.address}, the app's at ${expected.address}: run the browser tests on a fresh test node (npm run test:e2e starts one).`,
      );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
