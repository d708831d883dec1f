#!/usr/bin/env node
// What each module costs the home page: builds the app with a manifest into a scratch directory,
// takes the chunks the home page downloads (homePageBudget.mjs) and lists their modules by size,
// each module's rendered code minified (names inside functions shortened, nothing removed) and gzipped
// on its own: a little more than its share of the chunk, good for ranking.
// `node scripts/homePageModules.mjs [how many, default 40]`
import { build, minifySync } from 'vite';
import { gzipSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { homePageScripts, kb } from './homePageBudget.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'toolshare-modules-'));
const shown = Number(process.argv[2] ?? 40);

/** Collects each output chunk's modules as the bundle is written. */
function moduleSizes(into) {
  return {
    name: 'home-page-module-sizes',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        into.set(
          output.fileName,
          Object.entries(output.modules).map(([id, module]) => ({ id, code: module.code ?? '' })),
        );
      }
    },
  };
}

/** A module's code as the build ships it, gzipped alone. Nothing is dropped: the code is hoisted into its chunk, so unused-looking names are used there. */
function minifiedGzipped(id, code) {
  if (!code) return 0;
  const { code: minified } = minifySync(`${id.replace(/[^\w.]/g, '_')}.js`, code, {
    compress: false,
    mangle: { toplevel: false },
  });
  return gzipSync(minified, { level: 9 }).length;
}

/** A module's name without the machine's path: the package, or the path inside the repository. */
function shortName(id) {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const inPackage = clean.match(/node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/](.*)$/);
  return inPackage ? `${inPackage[1]} ${inPackage[2]}` : relative(repoRoot, clean);
}

try {
  const chunks = new Map();
  await build({
    root,
    logLevel: 'warn',
    plugins: [moduleSizes(chunks)],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const { files, total } = homePageScripts(outDir);
  const modules = files.flatMap(({ file }) =>
    (chunks.get(file) ?? []).map(({ id, code }) => ({ file, name: shortName(id), bytes: minifiedGzipped(id, code) })),
  );
  const byPackage = new Map();
  for (const { name, bytes } of modules) {
    const owner = name.includes(' ') ? name.split(' ')[0] : name.split('/').slice(0, 4).join('/');
    byPackage.set(owner, (byPackage.get(owner) ?? 0) + bytes);
  }
  console.log(
    `\nHome page: ${kb(total)} gzipped in ${files.length} files, ${modules.length} modules\n\nBy package or folder (modules gzipped one by one):`,
  );
  for (const [owner, bytes] of [...byPackage].sort((a, b) => b[1] - a[1]))
    console.log(`  ${owner.padEnd(60)} ${kb(bytes).padStart(10)}`);
  console.log(`\nThe ${shown} largest modules:`);
  for (const { file, name, bytes } of modules.sort((a, b) => b.bytes - a.bytes).slice(0, shown))
    console.log(`  ${name.slice(0, 80).padEnd(80)} ${kb(bytes).padStart(9)}  ${file}`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
