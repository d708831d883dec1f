#!/usr/bin/env node
// `npm run test:e2e`: the browser tests against a real chain. Starts a Hardhat node on
// 127.0.0.1:8546 (TOOLSHARE_E2E_CHAIN_PORT moves it; chain id 5; one already listening there is reused), deploys RentalAgreement into a
// scratch deployments folder, builds the app against that deployment (the app reads deployments at
// build time), checks the home page's JavaScript budget on that build, runs Playwright with any
// arguments given, and stops the node. Nothing is written to
// the repository's deployments/, so `npm start` can run beside it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot, rpcChainId, startHardhatNode, stopProcessGroup, waitForNode } from '../../scripts/lib/localNode.mjs';
import { checkHomePageBudget } from './homePageBudget.mjs';

const E2E_CHAIN_PORT = Number(process.env.TOOLSHARE_E2E_CHAIN_PORT ?? 8546); // e2e/support/ports.ts
const rpcUrl = `http://127.0.0.1:${E2E_CHAIN_PORT}`;
const frontendRoot = fileURLToPath(new URL('..', import.meta.url));
const deploymentsDir = mkdtempSync(join(tmpdir(), 'toolshare-e2e-deployments-'));
// VITE_RPC_URL_5: visitors without a wallet read the test chain, not the default local node on 8545.
const env = {
  ...process.env,
  TOOLSHARE_DEPLOYMENTS_DIR: deploymentsDir,
  VITE_RPC_URL_5: process.env.VITE_RPC_URL_5 ?? rpcUrl,
  VITE_RPC_URL_31337: process.env.VITE_RPC_URL_31337 ?? rpcUrl,
};

const log = (message) => console.log(`[e2e] ${message}`);

function run(title, command, args, cwd) {
  log(title);
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  return result.status ?? 1;
}

/**
 * A deployment record for a second chain id (SECOND_CHAIN_ID, 31337), naming the same contract on
 * the same node: the app treats every chain with a record as supported and reads it through that
 * record, which e2e/onchain-networks.spec.ts checks with a wallet that reports chain 31337. (One node
 * serves both ids: a second node would only repeat the deployment; what is tested is the app's
 * handling of a chain id other than 5.)
 */
const SECOND_CHAIN_ID = 31337;
function recordSecondChain() {
  const local = JSON.parse(readFileSync(join(deploymentsDir, '5.json'), 'utf8'));
  writeFileSync(
    join(deploymentsDir, `${SECOND_CHAIN_ID}.json`),
    `${JSON.stringify({ ...local, chainId: SECOND_CHAIN_ID }, null, 2)}\n`,
  );
  log(`Recorded the deployment for chain ${SECOND_CHAIN_ID} too.`);
  return 0;
}

/** The home page's JavaScript budget, checked on the build the tests run against (scripts/homePageBudget.mjs). */
function checkBudget() {
  const overBudget = checkHomePageBudget(join(frontendRoot, 'dist'));
  if (overBudget) log(overBudget);
  return overBudget ? 1 : 0;
}

process.on('SIGINT', () => {
  // Ignored here: Ctrl-C reaches Playwright (same process group), which stops; the finally below then stops the node.
});

let node = null;
let exitCode = 1;
try {
  if ((await rpcChainId(rpcUrl)) === null) {
    log(`Starting a Hardhat node on ${rpcUrl}…`);
    node = startHardhatNode(E2E_CHAIN_PORT);
    await waitForNode(rpcUrl, node);
  } else {
    log(`Reusing the node already answering on ${rpcUrl}.`);
  }
  exitCode =
    run(
      'Deploying RentalAgreement for the tests…',
      'npx',
      ['hardhat', 'run', 'scripts/deploy.ts', '--network', 'e2e'],
      repoRoot,
    ) ||
    recordSecondChain() ||
    run('Building the app against it…', 'npx', ['vite', 'build', '--manifest'], frontendRoot) ||
    checkBudget() ||
    run('Running the browser tests…', 'npx', ['playwright', 'test', ...process.argv.slice(2)], frontendRoot);
} catch (error) {
  log(error instanceof Error ? error.message : String(error));
} finally {
  if (node) stopProcessGroup(node);
  rmSync(deploymentsDir, { recursive: true, force: true });
}
process.exit(exitCode);
