import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startThrowawayPostgres } from './throwawayPostgres';

// What a database needs before and with the migrations, shared by the tests, the type generator
// and the benchmark (none of which may depend on vitest).

const migrationsDirectory = fileURLToPath(new URL('../../migrations', import.meta.url));
const supportFile = (name: string) => readFileSync(fileURLToPath(new URL(`./${name}`, import.meta.url)), 'utf8');

/** Supabase's API roles; cluster-wide, so run once per cluster. */
export const supabaseRolesSql = supportFile('supabaseRoles.sql');

/** The per-database part of Supabase the migrations rely on: auth, privileges, Realtime, Storage. */
export const supabaseDatabaseSetup = [supportFile('supabaseEnvironment.sql'), supportFile('supabaseStorage.sql')];

/** The migrations in the order Supabase applies them: by file name (timestamp first). */
export function migrationFiles(): string[] {
  return readdirSync(migrationsDirectory)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => join(migrationsDirectory, name));
}

/** Emulates Supabase's schemas in an empty database, then applies every migration in order. */
export async function applySupabaseAndMigrations(db: pg.Pool | pg.Client): Promise<void> {
  for (const setup of supabaseDatabaseSetup) await db.query(setup);
  for (const migration of migrationFiles()) await db.query(readFileSync(migration, 'utf8'));
}

/**
 * A throw-away PostgreSQL cluster with Supabase's roles and one migrated database, for the
 * scripts (type generator, benchmark). Stop it when done.
 */
export async function startMigratedPostgres(): Promise<{ pool: pg.Pool; stop: () => Promise<void> }> {
  const postgres = await startThrowawayPostgres();
  const pool = new pg.Pool({ connectionString: postgres.connectionString, max: 4 });
  const stop = async () => {
    await pool.end();
    await postgres.stop();
  };
  try {
    await pool.query(supabaseRolesSql);
    await applySupabaseAndMigrations(pool);
    return { pool, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
