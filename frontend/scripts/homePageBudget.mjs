// The home page's JavaScript budget, measured on a build's manifest: `npm run bench:web` prints it,
// and `npm run test:e2e` checks it on the build it tests (sizes do not vary between runs, so this
// is a test, not a timing).
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Issue 20 asks for 120 KB. The first page reached 118.9 KB (154.2 KB before the declarative router
 * replaced the data router and the chat and wallet providers, the local accounts store, the simulated
 * catalogue, the account menu and the mobile menu moved off the first page, and the framework
 * became one chunk; 297.6 KB when ethers was
 * on it; 243.5 KB in issue 12 with ethers v5 and web3-react). React DOM alone is 62 KB of it, React
 * Router 14, TanStack Query 13. `node scripts/homePageModules.mjs` lists what the rest is made of.
 * The browsing filters, the one availability rule and the header's bell then brought it to 121.3 KB;
 * who-is-who in a rental apart from the terms checks (rules/roles.ts), the filter fields loaded
 * when the Filters panel opens and the footer loaded after the first paint brought it back to
 * 119.6 KB (the browser tests' build; 119.4 KB without their RPC addresses).
 */
export const HOME_BUDGET_BYTES = 120 * 1024;
const HOME_PAGE_MODULE = 'src/pages/HomePage.tsx';

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const gzipped = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * The JavaScript a first visit to / downloads, gzipped, file by file: the entry and its static
 * imports, then the home route's lazy chunk and its static imports (each chunk counted once).
 * `outDir` is a build made with `manifest: true`.
 */
export function homePageScripts(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const homeChunks = new Set();
  const addWithStaticImports = (key) => {
    const chunk = manifest[key];
    if (!chunk || homeChunks.has(chunk.file)) return;
    homeChunks.add(chunk.file);
    (chunk.imports ?? []).forEach(addWithStaticImports);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk');
  addWithStaticImports(entryKey);
  if (!manifest[HOME_PAGE_MODULE])
    throw new Error(`${HOME_PAGE_MODULE} is not its own chunk: is the route still code-split?`);
  addWithStaticImports(HOME_PAGE_MODULE);
  const files = [...homeChunks]
    .filter((name) => name.endsWith('.js'))
    .map((file) => ({ file, bytes: gzipped(join(outDir, file)) }));
  return { files, total: files.reduce((sum, { bytes }) => sum + bytes, 0), manifest };
}

/** Prints the home page's scripts and returns an error message when they are over budget (null within it). */
export function checkHomePageBudget(outDir) {
  const { files, total } = homePageScripts(outDir);
  console.log('\nHome page (/) JavaScript, gzipped:');
  for (const { file, bytes } of files) console.log(`  ${file.padEnd(48)} ${kb(bytes).padStart(10)}`);
  console.log(`  ${'total'.padEnd(48)} ${kb(total).padStart(10)}   (budget ${kb(HOME_BUDGET_BYTES)})`);
  return total <= HOME_BUDGET_BYTES
    ? null
    : `The home page's JavaScript is over its budget: ${kb(total)} gzipped, budget ${kb(HOME_BUDGET_BYTES)} (HOME_BUDGET_BYTES in scripts/homePageBudget.mjs). See what it loads with \`npm run bench:web\`.`;
}
