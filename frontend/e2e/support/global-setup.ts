import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { E2E_CHAIN_PORT, E2E_RPC_URL } from './ports';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

async function chainAnswers(): Promise<boolean> {
  try {
    const response = await fetch(E2E_RPC_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts a real Hardhat node (chain id 5) for the injected test wallet to talk to, and stops it
 * when the run ends. A node already listening on the port (a developer's) is reused.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (await chainAnswers()) return async () => {};

  const node = spawn('npx', ['hardhat', 'node', '--hostname', '127.0.0.1', '--port', String(E2E_CHAIN_PORT)], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 60_000;
  while (!(await chainAnswers())) {
    if (node.exitCode !== null) throw new Error(`hardhat node exited with code ${node.exitCode}`);
    if (Date.now() > deadline) throw new Error('hardhat node did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return async () => {
    if (node.pid) process.kill(-node.pid, 'SIGTERM');
  };
}
