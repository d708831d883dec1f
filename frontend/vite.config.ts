import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const siweEthersShim = fileURLToPath(new URL('./src/features/accounts/walletLink/siweEthersShim.ts', import.meta.url));
// Where the app finds deployments/<chainId>.json: the repository's, unless the browser tests point
// it at the throw-away deployment they made on their own chain (scripts/e2e.mjs).
const deploymentsDir = process.env.TOOLSHARE_DEPLOYMENTS_DIR ?? `${repoRoot}deployments`;

/**
 * React, React Router, TanStack Query and lucide-react's shared code (not its icons). Not TanStack's
 * persister nor the cache's (de)hydration that only it uses: they stay in the chat's chunk, which
 * loads after the first paint.
 */
const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](?:(?:react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/]react-query)[\\/]|@tanstack[\\/]query-core[\\/](?!build[\\/]modern[\\/]hydration\.js)|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/]))/;

/**
 * Small modules the first page shares with later pages (the deployment records, the rented-out rule,
 * money, read status, form styles, the empty state), as one chunk: left to themselves they became
 * eight files of a few hundred bytes, each with its own imports and compression.
 */
const FIRST_PAGE_SHARED_MODULES =
  /[\\/]src[\\/](?:features[\\/]chain[\\/]deployments|features[\\/]rentals[\\/](?:state[\\/]toolAvailability|rules[\\/]pickupWindow)|shared[\\/](?:money|query[\\/]readStatus|ui[\\/](?:formStyles|EmptyState)))\.tsx?$/;

/** siwe depends on its own full copy of ethers; point it at the app's (through a small shim) so it is bundled once. */
const siweUsesAppEthers: Plugin = {
  name: 'siwe-uses-app-ethers',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'ethers' && importer && /[\\/]node_modules[\\/]siwe[\\/]/.test(importer)) return siweEthersShim;
    return null;
  },
};

export default defineConfig({
  plugins: [siweUsesAppEthers, react(), tailwindcss()],
  resolve: {
    // The app and @toolshare/contract (with the TypeChain bindings it re-exports) must share one copy of ethers.
    dedupe: ['ethers', 'react', 'react-dom'],
    alias: {
      '@deployments': deploymentsDir,
      // The repository root (also in tsconfig.json's paths), for what is not in @toolshare/contract:
      // @repo/scripts/lib/localNode.mjs (the chain tests), @repo/supabase/functions/_shared/…
      '@repo': repoRoot,
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    // The app reads packages/contract (with the generated typechain-types/ and artifacts/ it re-exports)
    // and deployments/ from the repository root.
    fs: { allow: [repoRoot, deploymentsDir] },
  },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    // Every browser the es2022 target reaches supports <link rel="modulepreload">: no polyfill on the first page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page runs on, as one chunk: split by which pages share them they made
          // several small files on the first page, each compressed on its own (0.7 KB more gzipped).
          groups: [
            { name: 'framework', test: FRAMEWORK_MODULES },
            { name: 'first-page-shared', test: FIRST_PAGE_SHARED_MODULES },
          ],
        },
      },
    },
    sourcemap: false,
    // The sample tools' illustrations are files of their own, fetched by <img> when shown, not
    // base64 text inside the JavaScript every first visit parses (they were a sixth of it).
    assetsInlineLimit: (file) => (/[\\/]assets[\\/]tools[\\/]/.test(file) ? false : undefined),
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/test/setup.ts'],
    // The browser tests' own helpers (the RPC fault proxy) have unit tests beside them.
    include: ['src/**/*.test.{ts,tsx}', 'e2e/support/**/*.test.ts'],
    css: false,
  },
});
