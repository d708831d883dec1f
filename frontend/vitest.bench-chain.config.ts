import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vite.config';

// `npm run bench:chain`: the JSON-RPC request benchmark (bench/chainRequests.bench-run.ts), run by
// vitest for its TypeScript and module handling; it prints figures and is not part of the tests.
export default mergeConfig(
  base,
  defineConfig({
    test: { include: ['bench/*.bench-run.ts'], environment: 'node', setupFiles: [], testTimeout: 600_000, hookTimeout: 120_000 },
  }),
);
