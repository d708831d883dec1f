// Ponder (scripts/run-ponder.mjs) indexing a chain into a temporary PGlite, its HTTP API on a port of the
// caller's: for the indexer's tests, `npm run bench:index` and the app's browser tests against the index
// (kept apart from indexerHarness.ts, whose contract bindings Playwright's ESM loader cannot import).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import type { Readable } from 'node:stream';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnTiedToThisProcess, stopProcessGroup } from '../../../scripts/lib/localNode.mjs';

const RUN_PONDER = fileURLToPath(new URL('../../scripts/run-ponder.mjs', import.meta.url));

/** What the indexer needs of a chain: its RPC, a deployments folder holding `5.json`, and its head. */
export interface IndexedChain {
  rpcUrl: string;
  deploymentsDir: string;
  provider: { getBlockNumber: () => Promise<number> };
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
  chain: IndexedChain,
  port: number,
  { env = {}, catchUpTimeoutMs = 120_000 }: { env?: NodeJS.ProcessEnv; catchUpTimeoutMs?: number } = {},
): Promise<RunningIndexer> {
  await assertPortFree(port);
  const deadline = Date.now() + catchUpTimeoutMs;
  const pgliteDir = mkdtempSync(path.join(tmpdir(), 'toolshare-indexer-pglite-'));
  const child: ChildProcess = spawnTiedToThisProcess(
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
      output: ['pipe', 'pipe'],
    },
  );
  // Ponder serves on the next port when its own is taken (a warning in its log): another process may have
  // taken it between assertPortFree and Ponder's start, and the caller would wait on the wrong port.
  let portTaken = false;
  passOnWatching(child.stdout, process.stdout, PONDER_PORT_IN_USE, () => (portTaken = true));
  passOnWatching(child.stderr, process.stderr, PONDER_PORT_IN_USE, () => (portTaken = true));
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
      if (portTaken) throw new Error(`Port ${port} was taken as the indexer started, so it serves on another one`);
      if (await done().catch(() => false)) return;
      if (Date.now() > deadline) throw new Error(`The indexer was not done ${what} within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const waitForBlock = (block: number, timeoutMs = 30_000) =>
    poll(async () => ((await indexedBlock()) ?? -1) >= block, `indexing block ${block}`, timeoutMs);
  try {
    // /ready answers once the backfill is done; the blocks Ponder treats as live come after it.
    // One deadline for both: the caller's timeout covers the whole start.
    await poll(async () => (await fetch(`${url}/ready`)).ok, 'starting', deadline - Date.now());
    await waitForBlock(await chain.provider.getBlockNumber(), Math.max(deadline - Date.now(), 0));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pgliteDir, indexedBlock, waitForBlock, stop };
}

/** Ponder's warning when it moves to the next port (utils/port.js). */
const PONDER_PORT_IN_USE = 'Port in use';

/** Copies `from` to `to` and calls `onSeen` when `text` passes (also across two chunks). */
function passOnWatching(from: Readable | null, to: NodeJS.WritableStream, text: string, onSeen: () => void): void {
  let tail = '';
  from?.on('data', (chunk: Buffer) => {
    to.write(chunk);
    const seen = tail + chunk.toString('utf8');
    if (seen.includes(text)) onSeen();
    tail = seen.slice(-text.length);
  });
}

/**
 * Refuses a port another process listens on: Ponder would quietly serve on the next free one (a
 * warning in its log), and the caller would read whatever index answers on `port`.
 */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is in use, so the indexer would serve on another one: choose a free port`)
          : error,
      );
    });
    server.listen(port, () =>
      server.close(() => {
        resolve();
      }),
    );
  });
}
