// Starting and waiting for a local Hardhat node: shared by `npm start` (scripts/start.mjs) and the
// browser tests (frontend/scripts/e2e.mjs).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The chain id (hex) the node at `rpcUrl` answers with, or null when nothing answers there. */
export async function rpcChainId(rpcUrl) {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    return (await response.json()).result ?? null;
  } catch {
    return null;
  }
}

const TIED_TO_PARENT = fileURLToPath(new URL('./tiedToParent.mjs', import.meta.url));

/**
 * Spawns `command` in a process group of its own that ends with this process, even when this one is
 * killed (tiedToParent.mjs); `output`: the child's stdout and stderr ('ignore', 'inherit' or 'pipe').
 */
export function spawnTiedToThisProcess(command, args, { cwd, env, output = ['inherit', 'inherit'] } = {}) {
  return spawn(process.execPath, [TIED_TO_PARENT, command, ...args], {
    cwd,
    env,
    stdio: ['pipe', ...output],
    detached: true,
  });
}

/**
 * Starts `hardhat node` on 127.0.0.1:`port` in its own process group (so that stopping the group
 * stops npx's children too), ending with this process even when it is killed. Its log is dropped;
 * errors go to this process's stderr.
 */
export function startHardhatNode(port) {
  return spawnTiedToThisProcess('npx', ['hardhat', 'node', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: repoRoot,
    output: ['ignore', 'inherit'],
  });
}

/** Resolves once the node answers; rejects when it exits first or does not answer within the timeout. */
export async function waitForNode(rpcUrl, node, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while ((await rpcChainId(rpcUrl)) === null) {
    if (node.exitCode !== null) throw new Error(`hardhat node exited with code ${node.exitCode}`);
    if (Date.now() > deadline) throw new Error(`hardhat node did not answer on ${rpcUrl} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Stops a process started detached, with its children. */
export function stopProcessGroup(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
