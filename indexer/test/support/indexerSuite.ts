// A test file's chain and indexer (indexerHarness.ts), started before its tests and stopped after them.
import { afterAll, beforeAll } from 'vitest';
import { createClient } from '@ponder/client';
import * as schema from '../../ponder.schema';
import { startIndexer, startTestChain, type RunningIndexer, type TestChain } from './indexerHarness';

/** The indexer's HTTP port in these tests (beside `npm start`'s 42069). */
const INDEXER_PORT = Number(process.env.TOOLSHARE_INDEXER_TEST_PORT ?? 42169);

export interface IndexerSuite {
  chain: TestChain;
  indexer: RunningIndexer;
  /** The index's tables over SQL-over-HTTP, as the app reads them. */
  sql: ReturnType<typeof createClient<typeof schema>>;
}

/**
 * Starts a chain, lets `beforeIndexing` send what the index must find when it starts (a backfill), then
 * starts the indexer; the fields are set once the file's beforeAll has run.
 */
export function indexerSuite(beforeIndexing?: (chain: TestChain) => Promise<void>): IndexerSuite {
  const suite = {} as IndexerSuite;
  beforeAll(async () => {
    suite.chain = await startTestChain();
    await beforeIndexing?.(suite.chain);
    suite.indexer = await startIndexer(suite.chain, INDEXER_PORT);
    suite.sql = createClient(`${suite.indexer.url}/sql`, { schema });
  }, 180_000);
  afterAll(async () => {
    // Either may be missing when beforeAll failed half-way; whatever started must stop.
    await (suite.indexer as RunningIndexer | undefined)?.stop();
    (suite.chain as TestChain | undefined)?.stop();
  });
  return suite;
}
