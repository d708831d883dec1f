// `npm run db:types`: migrates a throw-away PostgreSQL (with Supabase's roles, auth and storage
// emulated as in the database tests) and writes the supabase-js `Database` type generated from
// its catalog to the front end. `--check` only compares and fails when the file is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startMigratedPostgres } from '../supabase/tests/support/supabaseDatabase.ts';
import { generateDatabaseTypes } from '../supabase/typegen/databaseTypes.ts';

const target = fileURLToPath(new URL('../frontend/src/shared/supabase/database.types.ts', import.meta.url));
const checkOnly = process.argv.includes('--check');

const database = await startMigratedPostgres();
let source: string;
try {
  source = await generateDatabaseTypes(database.pool);
} finally {
  await database.stop();
}

let current = '';
try {
  current = readFileSync(target, 'utf8');
} catch {
  // No file yet: it is written below.
}
if (current === source) {
  console.log('frontend/src/shared/supabase/database.types.ts is up to date');
} else if (checkOnly) {
  console.error('frontend/src/shared/supabase/database.types.ts differs from the migrations: run npm run db:types');
  process.exitCode = 1;
} else {
  writeFileSync(target, source);
  console.log('wrote frontend/src/shared/supabase/database.types.ts');
}
