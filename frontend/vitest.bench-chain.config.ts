import { defineConfig } from 'vitest/config';
import base from './vite.config';

// `npm run bench:chain`: the JSON-RPC request benchmark (bench/chainRequests.bench-run.ts), run by
// vitest for its TypeScript and module handling; it prints figures and is not part of the tests.
// The app's resolution (aliases, dedupe) with a test section of its own (not merged: arrays would add up).
export default defineConfig({
  ...base,
  test: { include: ['bench/*.bench-run.ts'], environment: 'node', testTimeout: 3_600_000, hookTimeout: 120_000 },
});
