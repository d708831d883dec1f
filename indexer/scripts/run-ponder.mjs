#!/usr/bin/env node
// Runs Ponder (`start` by default, or `dev`) from indexer/ with the project's settings:
//   - telemetry off: Ponder would otherwise report anonymous usage to its servers (nothing leaves the machine);
//   - the schema DATABASE_SCHEMA, default `chain_index` (in PostgreSQL, the indexer's tables live there);
//   - the HTTP port INDEXER_PORT, default Ponder's 42069.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_SCHEMA = 'chain_index';
export const DEFAULT_PORT = 42069;

const indexerDir = fileURLToPath(new URL('..', import.meta.url));
// Ponder's CLI (its package.json `bin`), beside its entry point dist/esm/index.js.
const ponderCli = path.join(path.dirname(fileURLToPath(import.meta.resolve('ponder'))), 'bin', 'ponder.js');

const command = process.argv[2] ?? 'start';
const child = spawn(
  process.execPath,
  [
    ponderCli,
    command,
    '--schema',
    process.env.DATABASE_SCHEMA ?? DEFAULT_SCHEMA,
    '--port',
    process.env.INDEXER_PORT ?? String(DEFAULT_PORT),
    ...process.argv.slice(3),
  ],
  {
    cwd: indexerDir,
    stdio: 'inherit',
    env: { ...process.env, PONDER_TELEMETRY_DISABLED: 'true' },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
