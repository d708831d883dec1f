// The local chain a test or a benchmark starts must not outlive it, however it ends: a runner killed by
// a signal or a time-out runs no `exit` handler, and a Hardhat node left behind keeps its port.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/freePort.mjs';
import { rpcChainId } from '../../scripts/lib/localNode.mjs';

const LOCAL_NODE = new URL('../../scripts/lib/localNode.mjs', import.meta.url).href;

it('stops a Hardhat node when the process that started it is killed with SIGKILL', async () => {
  const port = await freePort();
  const rpcUrl = `http://127.0.0.1:${port}`;
  // A runner that starts a node, says so, and then only waits to be killed.
  const runner = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { startHardhatNode, waitForNode } = await import(${JSON.stringify(LOCAL_NODE)});
       const node = startHardhatNode(${port});
       await waitForNode(${JSON.stringify(rpcUrl)}, node);
       console.log('up');
       setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await once(runner.stdout, 'data');
  expect(await rpcChainId(rpcUrl)).toBe('0x5');
  // A connection held open to the node: it closes when the node's process ends.
  const connection = connect(port, '127.0.0.1');
  await once(connection, 'connect');
  const closed = once(connection, 'close');

  runner.kill('SIGKILL');
  await closed;
  // Closed because the node is gone, not because it dropped an idle connection: nothing answers there.
  expect(await rpcChainId(rpcUrl)).toBeNull();
});
