#!/usr/bin/env node
// `npm run bench:web`: builds the app with a manifest into a scratch directory (the shared dist/
// is left alone) and prints what the home page downloads, gzipped, and the whole build's size.
// It fails (exit 1) when ethers v5 code is in the output or the home page is over budget.
import { build } from 'vite';
import { gzipSync } from 'node:zlib';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// Issue 12: under 150 KB (before: 243.5 KB with ethers and web3-react on the first page).
const HOME_BUDGET_BYTES = 150 * 1024;
const HOME_PAGE_MODULE = 'src/pages/HomePage.tsx';
const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'toolshare-bench-'));

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipped = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function filesUnder(directory) {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

try {
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));

  // The JavaScript a first visit to / downloads: the entry and its static imports, then the home
  // route's lazy chunk and its static imports (each chunk counted once).
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
  if (!manifest[HOME_PAGE_MODULE]) throw new Error(`${HOME_PAGE_MODULE} is not its own chunk: is the route still code-split?`);
  addWithStaticImports(HOME_PAGE_MODULE);

  console.log('\nHome page (/) JavaScript, gzipped:');
  let homeTotal = 0;
  for (const file of [...homeChunks].filter((name) => name.endsWith('.js'))) {
    const size = gzipped(join(outDir, file));
    homeTotal += size;
    console.log(`  ${file.padEnd(48)} ${kb(size).padStart(10)}`);
  }
  console.log(`  ${'total'.padEnd(48)} ${kb(homeTotal).padStart(10)}   (budget ${kb(HOME_BUDGET_BYTES)})`);

  const files = filesUnder(outDir).filter((file) => !file.includes(`${join('.vite', '')}`));
  const byKind = { js: [], css: [], assets: [] };
  for (const file of files) {
    const extension = extname(file);
    (extension === '.js' ? byKind.js : extension === '.css' ? byKind.css : byKind.assets).push(file);
  }
  console.log('\nWhole build:');
  for (const [kind, list] of Object.entries(byKind)) {
    const raw = list.reduce((sum, file) => sum + statSync(file).size, 0);
    const zipped = list.reduce((sum, file) => sum + gzipped(file), 0);
    console.log(`  ${kind.padEnd(8)} ${String(list.length).padStart(4)} files   ${kb(raw).padStart(10)} raw   ${kb(zipped).padStart(10)} gzipped`);
  }

  // ethers v5 modules carry their version ("providers/5.7.2") and live under @ethersproject/.
  const v5Sources = Object.values(manifest).filter((chunk) => chunk.src?.includes('@ethersproject/'));
  const v5Markers = byKind.js.filter((file) => /["'`](?:abstract-provider|abstract-signer|address|bignumber|bytes|constants|hash|logger|networks|properties|providers|rlp|strings|transactions|web)\/5\.\d+\.\d+["'`]/.test(readFileSync(file, 'utf8')));
  const v5Free = v5Sources.length === 0 && v5Markers.length === 0;
  console.log(`\nethers v5 in the output: ${v5Free ? 'none' : `FOUND in ${[...v5Markers.map((file) => relative(outDir, file)), ...v5Sources.map((chunk) => chunk.src)].join(', ')}`}`);

  const withinBudget = homeTotal <= HOME_BUDGET_BYTES;
  console.log(`Home page budget: ${withinBudget ? 'within' : 'OVER'} (${kb(homeTotal)} of ${kb(HOME_BUDGET_BYTES)})\n`);
  if (!v5Free || !withinBudget) process.exitCode = 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
