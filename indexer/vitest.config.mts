import { defineConfig } from 'vitest/config';

// The indexer's tests (`npm run test:indexer` from the repository root): each file starts a Hardhat node
// and Ponder of its own, so they run one at a time.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    hookTimeout: 180_000,
    testTimeout: 60_000,
  },
});
