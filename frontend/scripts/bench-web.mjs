#!/usr/bin/env node
// `npm run bench:web`: builds the app with a manifest into a scratch directory (the shared dist/
// is left alone) and prints what the home page downloads, gzipped, and the whole build's size.
// It fails (exit 1) when ethers v5 code is in the output or the home page is over budget.
import { build } from 'vite';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkHomePageBudget, gzipped, kb } from './homePageBudget.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'toolshare-bench-'));

function filesUnder(directory) {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

try {
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const overBudget = checkHomePageBudget(outDir);

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
    console.log(
      `  ${kind.padEnd(8)} ${String(list.length).padStart(4)} files   ${kb(raw).padStart(10)} raw   ${kb(zipped).padStart(10)} gzipped`,
    );
  }

  // ethers v5 modules carry their version ("providers/5.7.2") and live under @ethersproject/.
  const v5Sources = Object.values(manifest).filter((chunk) => chunk.src?.includes('@ethersproject/'));
  const v5Markers = byKind.js.filter((file) =>
    /["'`](?:abstract-provider|abstract-signer|address|bignumber|bytes|constants|hash|logger|networks|properties|providers|rlp|strings|transactions|web)\/5\.\d+\.\d+["'`]/.test(
      readFileSync(file, 'utf8'),
    ),
  );
  const v5Free = v5Sources.length === 0 && v5Markers.length === 0;
  console.log(
    `\nethers v5 in the output: ${v5Free ? 'none' : `FOUND in ${[...v5Markers.map((file) => relative(outDir, file)), ...v5Sources.map((chunk) => chunk.src)].join(', ')}`}`,
  );

  console.log(overBudget ? `\n${overBudget}\n` : 'Home page budget: within\n');
  if (!v5Free || overBudget) process.exitCode = 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
