import { expect, test, type Page } from '@playwright/test';
import { startIndexer, type RunningIndexer } from '../../indexer/test/support/indexerProcess';
import { chain, devAccounts } from './support/chain';
import { rentOnChainDirectly } from './support/onchain';
import { E2E_INDEXER_PORT, E2E_RPC_URL } from './support/ports';
import { expectRentalState, rentalCard, signUpWithWallet } from './support/rentals';
import { RpcProxy } from './support/rpcProxy';
import { INDEXER_URL_KEY } from '../src/features/rentals/index-reader/indexerUrl';
import { RENTALS_MODE_KEY } from '../src/features/rentals/clients/rentalsMode';
import { expectDefined, nth } from '../src/test/defined';

// My Rentals read from the chain's index (the Ponder indexer, docs/indexer.md) against the real test
// chain: the wallet's rentals come from one SQL request; while the index cannot follow the chain it
// says up to which block it shows rentals; with the indexer stopped the page reads the chain and says so.

/**
 * Each project its own indexer (phone and desktop run at once; one stops its indexer) and its own pair
 * of parties: accounts whose rentals here are offers and deposits only, never completed or disputed,
 * so no other spec's figures move (the reviews and messages flows use 18 and 19 by tool name).
 */
const CASES: Record<string, { indexerPort: number; lender: number; borrower: number }> = {
  desktop: { indexerPort: E2E_INDEXER_PORT, lender: 18, borrower: 19 },
  phone: { indexerPort: E2E_INDEXER_PORT + 1, lender: 19, borrower: 18 },
};

/** The project's indexer port and its parties' addresses. */
async function caseOf(project: string) {
  const { indexerPort, lender, borrower } = expectDefined(CASES[project], `a case for project ${project}`);
  const accounts = await devAccounts();
  return {
    indexerPort,
    lender: nth(accounts, lender, 'development account'),
    borrower: nth(accounts, borrower, 'development account'),
  };
}

// Serial: the tests share the project's indexer. Each starts an indexer (a PGlite start and a backfill,
// 16 to 32 s on a loaded machine, docs/indexer.md) on top of the page's own steps: three times the usual minute.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let proxy: RpcProxy;
let indexer: RunningIndexer;
let indexerPort = 0;

/** The indexer follows the chain through a proxy, so a test can stop it following without stopping it. */
async function startFollowingIndexer(): Promise<RunningIndexer> {
  const deploymentsDir = expectDefined(process.env.TOOLSHARE_DEPLOYMENTS_DIR, 'the test deployments folder');
  return startIndexer({ rpcUrl: proxy.url, deploymentsDir, provider: chain }, indexerPort);
}

test.beforeAll(async () => {
  indexerPort = (await caseOf(test.info().project.name)).indexerPort;
  proxy = await RpcProxy.start(0, E2E_RPC_URL);
  indexer = await startFollowingIndexer();
});

test.afterAll(async () => {
  await indexer.stop();
  await proxy.stop();
});

/** A rental of a new tool id, made outside the browser; its tool id. */
async function rentOutsideTheBrowser(lender: string, borrower: string, label: string): Promise<string> {
  const toolId = `idx-${label}-${Date.now() % 1e9}`;
  await rentOnChainDirectly(lender, borrower, toolId);
  return toolId;
}

/** The borrower's My Rentals in on-chain mode, reading the index at `indexer`; counts the index's SQL requests. */
async function openMyRentals(page: Page, borrower: string): Promise<{ sqlRequests: () => number }> {
  let sqlRequests = 0;
  page.on('request', (request) => {
    if (request.url().startsWith(`${indexer.url}/sql/db`)) sqlRequests += 1;
  });
  await page.addInitScript(
    ([modeKey, indexerKey, url]) => {
      localStorage.setItem(modeKey, 'onchain');
      localStorage.setItem(indexerKey, url);
    },
    [RENTALS_MODE_KEY, INDEXER_URL_KEY, indexer.url] as const,
  );
  await signUpWithWallet(page, borrower);
  await page.goto('/dashboard');
  return { sqlRequests: () => sqlRequests };
}

const notice = (page: Page) => page.getByTestId('index-progress-notice');

test("My Rentals shows the wallet's rentals from the index, and says how far it got while it cannot follow the chain", async ({
  page,
}, testInfo) => {
  const { lender, borrower } = await caseOf(testInfo.project.name);
  const first = await rentOutsideTheBrowser(lender, borrower, testInfo.project.name.slice(0, 4));
  await indexer.waitForBlock(await chain.getBlockNumber());

  const { sqlRequests } = await openMyRentals(page, borrower);
  await expectRentalState(rentalCard(page, `Tool ${first}`), 'COLLATERAL DEPOSITED');
  expect(sqlRequests(), 'requests to the index').toBeGreaterThan(0);
  await expect(notice(page)).toHaveCount(0);

  // The indexer's RPC answers 429 from now on: it keeps serving what it indexed, and falls behind.
  const indexedBefore = expectDefined(await indexer.indexedBlock(), 'the indexed block');
  proxy.setFaults({ rateLimited: true });
  const second = await rentOutsideTheBrowser(lender, borrower, `${testInfo.project.name.slice(0, 4)}b`);
  await expect(notice(page)).toContainText(`Showing rentals up to block ${indexedBefore}`);
  await expect(notice(page)).toContainText('the index is catching up');
  await expect(rentalCard(page, `Tool ${second}`)).toHaveCount(0);
  await expect(rentalCard(page, `Tool ${first}`)).toBeVisible();

  // It follows the chain again: the second rental appears and the notice goes, with no new block needed.
  proxy.heal();
  await expectRentalState(rentalCard(page, `Tool ${second}`), 'COLLATERAL DEPOSITED');
  await expect(notice(page)).toHaveCount(0);
});

test('with the indexer stopped, My Rentals reads the chain and says so; once it runs again, the index', async ({
  page,
}, testInfo) => {
  const { lender, borrower } = await caseOf(testInfo.project.name);
  const { sqlRequests } = await openMyRentals(page, borrower);
  await expect(page.getByRole('article').first()).toBeVisible();

  await indexer.stop();
  const third = await rentOutsideTheBrowser(lender, borrower, `${testInfo.project.name.slice(0, 4)}c`);
  await expect(notice(page)).toContainText('The rentals index is unavailable: rentals are read from the chain instead');
  // Read from the chain: the rental made while the indexer was down is there.
  await expectRentalState(rentalCard(page, `Tool ${third}`), 'COLLATERAL DEPOSITED');

  indexer = await startFollowingIndexer();
  const before = sqlRequests();
  await expect(notice(page)).toHaveCount(0);
  expect(sqlRequests(), 'requests to the restarted index').toBeGreaterThan(before);
  await expectRentalState(rentalCard(page, `Tool ${third}`), 'COLLATERAL DEPOSITED');
});
