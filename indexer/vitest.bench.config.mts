import { defineConfig } from 'vitest/config';

// `npm run bench:index` (scripts/bench-index.bench-run.ts): a benchmark that prints figures, run by vitest for
// the workspace's module resolution; not part of the tests.
export default defineConfig({
  test: {
    include: ['scripts/*.bench-run.ts'],
    environment: 'node',
    testTimeout: 7_200_000,
  },
});
