// A real chain and a real indexer for the indexer's tests and `npm run bench:index`: a Hardhat node on a
// free port with RentalAgreement deployed (its record in a temporary deployments folder), and Ponder
// (scripts/run-ponder.mjs, started by indexerProcess.ts) indexing it into a temporary PGlite, its HTTP API on a port of the caller's.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JsonRpcProvider, type JsonRpcSigner } from 'ethers';
import { RentalAgreement__factory, type RentalAgreement } from '@toolshare/contract/typechain';
import { freePort } from '../../../scripts/lib/freePort.mjs';
import { startHardhatNode, stopProcessGroup, waitForNode } from '../../../scripts/lib/localNode.mjs';

export { startIndexer, type RunningIndexer } from './indexerProcess';

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

/** `port`: the node's (default: a free one). */
export async function startTestChain(port?: number): Promise<TestChain> {
  port ??= await freePort();
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
