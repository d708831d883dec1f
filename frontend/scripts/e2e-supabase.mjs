#!/usr/bin/env node
// `npm run test:e2e:supabase`: builds the app with Supabase configured (a project URL no network
// resolves: every request to it is answered by the test's recorded-style responses) into
// dist-supabase/, then runs the Playwright specs of e2e-supabase/ with any arguments given.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { RECORDED_SUPABASE_URL, RECORDED_ANON_KEY } from '../e2e-supabase/support/project.mjs';

const frontendRoot = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env, VITE_SUPABASE_URL: RECORDED_SUPABASE_URL, VITE_SUPABASE_ANON_KEY: RECORDED_ANON_KEY };

function run(title, args) {
  console.log(`[e2e:supabase] ${title}`);
  return spawnSync('npx', args, { cwd: frontendRoot, env, stdio: 'inherit' }).status ?? 1;
}

process.on('SIGINT', () => {
  // Ignored here: Ctrl-C reaches the build or Playwright (same process group), which stops; this script then exits with its status.
});
const exitCode =
  run('Building the app with Supabase configured…', ['vite', 'build', '--outDir', 'dist-supabase', '--emptyOutDir']) ||
  run('Running the browser tests…', [
    'playwright',
    'test',
    '-c',
    'playwright.supabase.config.ts',
    ...process.argv.slice(2),
  ]);
process.exit(exitCode);
