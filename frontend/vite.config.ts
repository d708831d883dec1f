import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const siweEthersShim = fileURLToPath(new URL('./src/features/accounts/walletLink/siweEthersShim.ts', import.meta.url));
// Where the app finds deployments/<chainId>.json: the repository's, unless the browser tests point
// it at the throw-away deployment they made on their own chain (scripts/e2e.mjs).
const deploymentsDir = process.env.TOOLSHARE_DEPLOYMENTS_DIR ?? `${repoRoot}deployments`;

// React Router's package exports only its development build (warnings and checks for the developer);
// a production build of the app takes its production build, the same code without them.
const reactRouterDist = fileURLToPath(new URL('./dist/production/', `file://${createRequire(import.meta.url).resolve('react-router/package.json')}`));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${reactRouterDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterDist}dom-export.mjs` },
];

/** siwe depends on its own full copy of ethers; point it at the app's (through a small shim) so it is bundled once. */
const siweUsesAppEthers: Plugin = {
  name: 'siwe-uses-app-ethers',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'ethers' && importer && /[\\/]node_modules[\\/]siwe[\\/]/.test(importer)) return siweEthersShim;
    return null;
  },
};

export default defineConfig(({ command, mode }) => ({
  plugins: [siweUsesAppEthers, react(), tailwindcss()],
  resolve: {
    // The app and the root's TypeChain bindings must share one copy of ethers.
    dedupe: ['ethers', 'react', 'react-dom'],
    alias: [
      { find: '@deployments', replacement: deploymentsDir },
      ...(command === 'build' && mode === 'production' ? reactRouterProduction : []),
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    // The app reads ../typechain-types and ../deployments from the repository root.
    fs: { allow: [repoRoot, deploymentsDir] },
  },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The sample tools' illustrations are files of their own, fetched by <img> when shown, not
    // base64 text inside the JavaScript every first visit parses (they were a sixth of it).
    assetsInlineLimit: (file) => (/[\\/]assets[\\/]tools[\\/]/.test(file) ? false : undefined),
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
}));
