#!/usr/bin/env node
// Fails unless solidity-coverage measured 100% of lines, statements, functions and branches of the escrow:
// contracts/RentalAgreement.sol and its libraries (contracts/libraries/*.sol). Reads
// coverage/coverage-final.json (istanbul format), which `hardhat coverage` writes. (The interface,
// contracts/IRentalAgreement.sol, has no code to cover.)
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const report = path.join(root, 'coverage', 'coverage-final.json');
const required = ['contracts/RentalAgreement.sol'];
const libraries = /contracts\/libraries\/[^/]+\.sol$/;

if (!existsSync(report)) {
  console.error(`check-coverage: ${path.relative(root, report)} not found; run \`npx hardhat coverage\` first.`);
  process.exit(1);
}
const coverage = JSON.parse(readFileSync(report, 'utf8'));
const normalized = Object.keys(coverage).map((file) => [file, file.replaceAll('\\', '/')]);
const targets = [];
for (const target of required) {
  const found = normalized.find(([, file]) => file.endsWith(target));
  if (!found) {
    console.error(`check-coverage: ${target} is not in the coverage report.`);
    process.exit(1);
  }
  targets.push([target, found[0]]);
}
for (const [key, file] of normalized) {
  const match = libraries.exec(file);
  if (match) targets.push([match[0], key]);
}

const percent = (covered, total) => (total === 0 ? 100 : (100 * covered) / total);

/** The four istanbul figures of one file, as [covered, total] pairs. */
function figuresOf({ s, f, b, statementMap }) {
  const statementHits = Object.values(s);
  const functionHits = Object.values(f);
  const branchHits = Object.values(b).flat();
  // Lines as istanbul counts them: a line is covered when every statement starting on it ran.
  const lines = new Map();
  for (const [id, location] of Object.entries(statementMap)) {
    const line = location.start.line;
    lines.set(line, (lines.get(line) ?? true) && s[id] > 0);
  }
  return {
    lines: [[...lines.values()].filter(Boolean).length, lines.size],
    statements: [statementHits.filter((hits) => hits > 0).length, statementHits.length],
    functions: [functionHits.filter((hits) => hits > 0).length, functionHits.length],
    branches: [branchHits.filter((hits) => hits > 0).length, branchHits.length],
  };
}

let ok = true;
for (const [target, key] of targets) {
  console.log(`Coverage of ${target}:`);
  for (const [name, [covered, total]] of Object.entries(figuresOf(coverage[key]))) {
    if (covered !== total) ok = false;
    console.log(`  ${name.padEnd(10)} ${percent(covered, total).toFixed(2).padStart(6)}%  (${covered}/${total})`);
  }
}
if (!ok) {
  console.error(
    'check-coverage: RentalAgreement.sol and its libraries must be covered 100% (lines, statements, functions, branches).',
  );
  process.exit(1);
}
console.log('check-coverage: 100% everywhere.');
