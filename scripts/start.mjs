#!/usr/bin/env node
// `npm start`: the whole local stack in one command. Compiles the contracts, starts a Hardhat node
// (chain id 5) on 127.0.0.1:8545, deploys RentalAgreement, signs the sample tools' offers, starts the indexer
// (Ponder, embedded PGlite, http://localhost:42069) and serves the app on http://localhost:5173. Ctrl-C
// stops all of it; running it again starts a fresh chain (and a fresh index).
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { repoRoot, rpcChainId, startHardhatNode, stopProcessGroup, waitForNode } from './lib/localNode.mjs';

const RPC_URL = 'http://127.0.0.1:8545';
const APP_URL = 'http://localhost:5173';
const INDEXER_URL = 'http://localhost:42069';
/** The indexer's embedded database: the chain starts again at block 0, so its index does too. */
const INDEXER_PGLITE_DIR = fileURLToPath(new URL('../indexer/.ponder/pglite', import.meta.url));
const children = new Set();
let stopping = false;

const log = (message) => console.log(`\x1b[36m[start]\x1b[0m ${message}`);

function runStep(title, command, args) {
  log(title);
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    log(`${title} failed (exit code ${result.status ?? result.signal}).`);
    stop(1);
  }
}

/** Watches a long-running process started in its own process group: if it stops, everything stops. */
function supervise(name, child) {
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      log(`${name} stopped unexpectedly (${code ?? signal}); shutting down.`);
      stop(1);
    }
  });
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) stopProcessGroup(child);
  process.exit(code);
}

process.on('SIGINT', () => {
  log('Stopping the app and the local chain…');
  stop(0);
});
process.on('SIGTERM', () => stop(0));

const existing = await rpcChainId(RPC_URL);
if (existing !== null) {
  log(
    `Something already answers on ${RPC_URL} (chain ${existing}). Stop it (or the earlier npm start) and run npm start again.`,
  );
  process.exit(1);
}

runStep('Compiling the contracts…', 'npx', ['hardhat', 'compile', '--quiet']);

log(`Starting the local Hardhat node on ${RPC_URL} (chain id 5)…`);
const node = supervise('The Hardhat node', startHardhatNode(8545));
try {
  await waitForNode(RPC_URL, node);
} catch (error) {
  log(error.message);
  stop(1);
}

runStep('Deploying RentalAgreement…', 'npx', ['hardhat', 'run', 'scripts/deploy.ts', '--network', 'localhost']);
runStep('Signing the sample tools’ offers…', 'npx', ['hardhat', 'run', 'scripts/seed.ts', '--network', 'localhost']);

rmSync(INDEXER_PGLITE_DIR, { recursive: true, force: true });
log(`Starting the indexer on ${INDEXER_URL} (Ponder, embedded database)…`);
// run-ponder.mjs straight from node (no npm in between), told which folder to use: the one just emptied.
supervise(
  'The indexer',
  spawn(process.execPath, ['indexer/scripts/run-ponder.mjs', 'start'], {
    cwd: repoRoot,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, INDEXER_PGLITE_DIR },
  }),
);

log(`Serving the app on ${APP_URL} — press Ctrl-C to stop everything.`);
log(
  'MetaMask: add the network http://127.0.0.1:8545 (chain id 5) and import a development account (see docs/deploying.md).',
);
supervise(
  'The app server',
  // VITE_INDEXER_URL: the app reads rentals from the indexer just started (the chain when it does not answer).
  spawn('npm', ['run', 'dev', '--workspace', 'frontend', '--', '--host', 'localhost'], {
    cwd: repoRoot,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, VITE_INDEXER_URL: process.env.VITE_INDEXER_URL ?? INDEXER_URL },
  }),
);
