import { expect, test, type Page, type Response } from '@playwright/test';
import { encodeBytes32String } from 'ethers';
import { startIndexer, type RunningIndexer } from '../../indexer/test/support/indexerProcess';
import { chain, devAccounts, rentalAgreement } from './support/chain';
import { actAs, completeOnChainDirectly, listTool, rentOnChainDirectly } from './support/onchain';
import { ownPublicProfile } from './support/profiles';
import { leaveReview } from './support/reviews';
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
 * so no other spec's figures move (the reviews and messages flows use 18 and 19 by tool name). The
 * review test's rental is completed, so its parties are accounts no other spec uses (20 and 21, beyond
 * the 20 every spec shares: hardhat.config.ts gives the node 22). With 3 and 4 before, this test's
 * completed rental moved the records that profile.spec.ts, running at the same time, counts.
 */
const CASES: Record<
  string,
  { indexerPort: number; lender: number; borrower: number; reviewer: number; reviewee: number }
> = {
  desktop: { indexerPort: E2E_INDEXER_PORT, lender: 18, borrower: 19, reviewer: 20, reviewee: 21 },
  phone: { indexerPort: E2E_INDEXER_PORT + 1, lender: 19, borrower: 18, reviewer: 21, reviewee: 20 },
};

/** The project's indexer port and its parties' addresses. */
async function caseOf(project: string) {
  const { indexerPort, ...parties } = expectDefined(CASES[project], `a case for project ${project}`);
  const accounts = await devAccounts();
  const account = (index: number) => nth(accounts, index, 'development account');
  return {
    indexerPort,
    lender: account(parties.lender),
    borrower: account(parties.borrower),
    reviewer: account(parties.reviewer),
    reviewee: account(parties.reviewee),
  };
}

// Serial: the tests share the project's indexer. Each starts an indexer (a PGlite start and a backfill,
// 16 to 32 s on a loaded machine, docs/indexer.md) on top of the page's own steps: three times the usual minute.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let proxy: RpcProxy;
let indexer: RunningIndexer;
let indexerPort = 0;

/** How long an indexer may take to start and catch up with the test chain (16 to 32 s on a quiet machine). */
const INDEXER_START_MS = 120_000;

/** The indexer follows the chain through a proxy, so a test can stop it following without stopping it. */
async function startFollowingIndexer(): Promise<RunningIndexer> {
  const deploymentsDir = expectDefined(process.env.TOOLSHARE_DEPLOYMENTS_DIR, 'the test deployments folder');
  return startIndexer({ rpcUrl: proxy.url, deploymentsDir, provider: chain }, indexerPort, {
    catchUpTimeoutMs: INDEXER_START_MS,
  });
}

test.beforeAll(async () => {
  // The set-up is an indexer's start (set apart from the tests' own timeout): it gives up, and stops
  // the indexer, before the hook would be timed out and leave it running.
  test.setTimeout(INDEXER_START_MS + 30_000);
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

/** Outside the browser: the borrower picks up a rental of a new tool and disputes it. Its tool id and its judge (contract `disputeAdminOf`). */
async function disputeOutsideTheBrowser(
  lender: string,
  borrower: string,
  label: string,
): Promise<{ toolId: string; judge: string }> {
  const toolId = `idx-${label}-${Date.now() % 1e9}`;
  const rentalId = await rentOnChainDirectly(lender, borrower, toolId);
  const asBorrower = rentalAgreement().connect(await chain.getSigner(borrower));
  await (await asBorrower.confirmToolPickup(rentalId)).wait();
  await (await asBorrower.fileDispute(rentalId, `The ${toolId} came back bent`)).wait();
  return { toolId, judge: await rentalAgreement().disputeAdminOf(rentalId) };
}

/** The JSON-RPC methods the page sends to the chain (its read provider's and its wallet's requests), counted. */
function countChainMethods(page: Page): ReadonlyMap<string, number> {
  const methods = new Map<string, number>();
  page.on('request', (request) => {
    if (request.method() !== 'POST' || request.url().startsWith(indexer.url)) return;
    let body: unknown;
    try {
      body = request.postDataJSON();
    } catch {
      return;
    }
    for (const call of [body].flat() as { jsonrpc?: string; method?: string }[])
      if (call.jsonrpc && call.method) methods.set(call.method, (methods.get(call.method) ?? 0) + 1);
  });
  return methods;
}

/** Signs `account` up in on-chain mode, reading the index at `indexer`; counts the index's SQL requests. */
async function signUpReadingTheIndex(page: Page, account: string): Promise<{ sqlRequests: () => number }> {
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
  await signUpWithWallet(page, account);
  return { sqlRequests: () => sqlRequests };
}

/** The borrower's My Rentals in on-chain mode, reading the index at `indexer`; counts the index's SQL requests. */
async function openMyRentals(page: Page, borrower: string): Promise<{ sqlRequests: () => number }> {
  const counted = await signUpReadingTheIndex(page, borrower);
  await page.goto('/dashboard');
  return counted;
}

/** The SQL and parameters of an index request, or null for another request. */
function indexQuery(url: string): { sql: string; params: unknown[] } | null {
  if (!url.startsWith(`${indexer.url}/sql/db`)) return null;
  const query = new URL(url).searchParams.get('sql');
  return query ? (JSON.parse(query) as { json: { sql: string; params: unknown[] } }).json : null;
}

/** The index's next answer to a query whose SQL contains `sqlPart`, with `param` among its parameters if given. */
function indexAnswer(page: Page, sqlPart: string, param?: string) {
  return page.waitForResponse((response) => {
    const query = indexQuery(response.url());
    return !!query && query.sql.includes(sqlPart) && (param === undefined || query.params.includes(param));
  });
}

/**
 * The rows the index answers to the same query as `response` (a GET: the SQL is in its address), asked
 * again from the test: the browser may drop a response's body once the page has moved on, which made
 * reading it from the page fail now and then.
 */
async function rowsOfIndexAnswer<Row>(response: Response): Promise<Row[]> {
  const again = await fetch(response.url());
  expect(again.status, 'the index answers the query again').toBe(200);
  return ((await again.json()) as { rows: Row[] }).rows;
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
  // The other project's blocks may still be indexed until the faults start: the block it stopped at is read once it is behind.
  const indexedBefore = expectDefined(await indexer.indexedBlock(), 'the indexed block');
  proxy.setFaults({ rateLimited: true });
  const second = await rentOutsideTheBrowser(lender, borrower, `${testInfo.project.name.slice(0, 4)}b`);
  await expect(notice(page)).toContainText('the index is catching up');
  const indexedWhileCut = expectDefined(await indexer.indexedBlock(), 'the indexed block');
  expect(indexedWhileCut).toBeGreaterThanOrEqual(indexedBefore);
  expect(indexedWhileCut, 'the index stays behind the new rental').toBeLessThan(await chain.getBlockNumber());
  await expect(notice(page)).toContainText(`Showing rentals up to block ${indexedWhileCut}`);
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

test("a dispute admin's Dispute Center comes from the index alone: the dispute it rules, with its ruling form, and no log scan", async ({
  page,
}, testInfo) => {
  const { lender, borrower } = await caseOf(testInfo.project.name);
  const { toolId, judge } = await disputeOutsideTheBrowser(lender, borrower, `${testInfo.project.name.slice(0, 4)}d`);
  await indexer.waitForBlock(await chain.getBlockNumber());

  const chainMethods = countChainMethods(page);
  // The judge's list from one SQL request: its disputes, by the judge the index keeps for each rental.
  const judgedAnswer = indexAnswer(page, 'r.dispute_admin = $3', judge.toLowerCase());
  await signUpReadingTheIndex(page, judge);
  await page.goto('/disputes');
  const card = page.getByRole('article', { name: `Dispute about Tool ${toolId}` });
  await expect(card.getByText(`The ${toolId} came back bent`)).toBeVisible();
  await expect(card.getByText('Resolve as dispute admin')).toBeVisible();
  const rows = await rowsOfIndexAnswer<{ tool_id: string; state: string; dispute_admin: string }>(await judgedAnswer);
  expect(
    rows.find((row) => row.tool_id === encodeBytes32String(toolId)),
    'the dispute in the index',
  ).toMatchObject({
    state: 'DISPUTE_OPENED',
    dispute_admin: judge.toLowerCase(),
  });
  await page.waitForLoadState('networkidle');
  expect(chainMethods.get('eth_getLogs') ?? 0, `the chain's logs read (${JSON.stringify([...chainMethods])})`).toBe(0);
});

test("a tool's page shows its booking from the index's booking table", async ({ page }, testInfo) => {
  const { lender, borrower } = await caseOf(testInfo.project.name);
  await signUpReadingTheIndex(page, lender);
  const toolId = await listTool(page, {
    name: `Indexed drill ${testInfo.project.name} ${Date.now()}`,
    rate: '0.01',
    collateral: '0.02',
  });
  await rentOnChainDirectly(lender, borrower, toolId);
  await indexer.waitForBlock(await chain.getBlockNumber());

  // The index's answer for this tool's bookings: one live range, which the page lists.
  const bookingsAnswer = indexAnswer(page, 'JOIN booking', encodeBytes32String(toolId));
  await page.goto(`/tools/${toolId}`);
  const answer = await bookingsAnswer;
  expect(answer.status(), 'the index answers the bookings query').toBe(200);
  expect(await rowsOfIndexAnswer(answer), "the tool's booked ranges in the index").toHaveLength(1);
  const calendar = page.getByRole('region', { name: 'Bookings' });
  await expect(calendar.getByRole('list', { name: 'Booked ranges' }).getByRole('listitem')).toHaveCount(1);
});

test("a rental completed on chain is reviewed from My Rentals, and the reviewee's profile shows the review and the rental from the index", async ({
  page,
}, testInfo) => {
  const { reviewer, reviewee } = await caseOf(testInfo.project.name);
  const toolId = `idx-review-${testInfo.project.name.slice(0, 4)}-${Date.now() % 1e9}`;
  const rentalId = await completeOnChainDirectly(reviewer, reviewee, toolId);
  await indexer.waitForBlock(await chain.getBlockNumber());

  // The lender's My Rentals has the completed rental from the index alone; the lender reviews the borrower.
  await openMyRentals(page, reviewer);
  await page.getByRole('tab', { name: /Lending/ }).click();
  const card = rentalCard(page, `Tool ${toolId}`);
  await expectRentalState(card, 'RENTAL COMPLETED');
  const text = `Careful with the ${toolId}.`;
  const form = await leaveReview(card, 'borrower', 4, text);
  await form.getByRole('button', { name: 'Sign and post review' }).click();
  await expect(card.getByText('You reviewed the borrower for this rental.')).toBeVisible();

  // The borrower's public profile: its record read from the index, which answers with this rental completed.
  await actAs(page, reviewee, null);
  const summaryAnswer = indexAnswer(page, 'WITH p AS', reviewee.toLowerCase());
  await ownPublicProfile(page);
  // One row, the record's counts and the rentals it lists (json arrays: id first, state fifth).
  const [summary] = await rowsOfIndexAnswer<{ completed_as_borrower: number; listed: string[][] | null }>(
    await summaryAnswer,
  );
  expect(Number(summary?.completed_as_borrower), 'completed as borrower in the index').toBeGreaterThan(0);
  expect(
    summary?.listed?.find((rental) => rental[0] === rentalId.toString())?.[4],
    'the rental among those the profile lists',
  ).toBe('TRANSACTION_COMPLETED');
  const record = page.getByRole('region', { name: 'Rental record' });
  await expect(record.getByTestId('record-borrower')).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText(text)).toBeVisible();
  await expect(reviews.getByTestId('rating-summary')).toContainText('4.0 out of 5');
});
