// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RpcProxy } from './rpcProxy';

/** A stand-in node: answers every JSON-RPC call with its method name, and counts them. */
async function startEchoNode(): Promise<{ url: string; calls: string[]; server: Server }> {
  const calls: string[] = [];
  const server = createServer((incoming, outgoing) => {
    let body = '';
    incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
    incoming.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string };
      calls.push(method);
      outgoing.writeHead(200, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ jsonrpc: '2.0', id, result: method }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, server };
}

type Outcome = { status: number; result?: unknown } | 'cut';

async function call(url: string, method: string): Promise<Outcome> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
    });
    if (response.status !== 200) return { status: response.status };
    return { status: 200, result: ((await response.json()) as { result: unknown }).result };
  } catch {
    return 'cut';
  }
}

let node: Awaited<ReturnType<typeof startEchoNode>>;
let proxy: RpcProxy;

beforeEach(async () => {
  node = await startEchoNode();
  // Port 0: any free port, so the test never meets another server.
  proxy = await RpcProxy.start(0, node.url);
});

afterEach(async () => {
  await proxy.stop();
  node.server.closeAllConnections();
  await new Promise((resolve) => node.server.close(resolve));
});

describe('RpcProxy', () => {
  it('forwards requests unchanged while healthy', async () => {
    expect(await call(proxy.url, 'eth_blockNumber')).toEqual({ status: 200, result: 'eth_blockNumber' });
    expect(node.calls).toEqual(['eth_blockNumber']);
    expect(proxy.counts).toEqual({ forwarded: 1, dropped: 0, limited: 0 });
  });

  it('drops exactly the asked share, evenly: every other request at 50%', async () => {
    proxy.setFaults({ dropRate: 0.5 });
    const outcomes: Outcome[] = [];
    for (let index = 0; index < 6; index++) outcomes.push(await call(proxy.url, `call${index}`));
    expect(outcomes.map((outcome) => (outcome === 'cut' ? 'cut' : 'ok'))).toEqual([
      'ok',
      'cut',
      'ok',
      'cut',
      'ok',
      'cut',
    ]);
    expect(node.calls).toEqual(['call0', 'call2', 'call4']);
    expect(proxy.counts).toMatchObject({ forwarded: 3, dropped: 3 });
  });

  it('answers 429 without reaching the node while rate-limited, and forwards again once healed', async () => {
    proxy.setFaults({ rateLimited: true });
    expect(await call(proxy.url, 'eth_chainId')).toEqual({ status: 429 });
    expect(node.calls).toEqual([]);
    proxy.heal();
    expect(await call(proxy.url, 'eth_chainId')).toEqual({ status: 200, result: 'eth_chainId' });
  });

  it('holds each request for the delay before forwarding it', async () => {
    proxy.setFaults({ delayMs: 300 });
    const started = performance.now();
    expect(await call(proxy.url, 'eth_gasPrice')).toEqual({ status: 200, result: 'eth_gasPrice' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('cuts the connection when the node behind it is gone', async () => {
    node.server.closeAllConnections();
    await new Promise((resolve) => node.server.close(resolve));
    expect(await call(proxy.url, 'eth_blockNumber')).toBe('cut');
    // Restarted for afterEach to stop.
    node = await startEchoNode();
  });
});
