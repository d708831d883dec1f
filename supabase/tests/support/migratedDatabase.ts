import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { applySupabaseAndMigrations } from './supabaseDatabase';

export { migrationFiles } from './supabaseDatabase';

/**
 * A fresh database in the run's throw-away cluster (which has Supabase's roles) with the auth
 * and storage schemas and every migration applied. Returns a superuser pool on it.
 */
export async function createMigratedDatabase(name: string): Promise<pg.Pool> {
  const clusterUrl = inject('postgresUrl');
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({ connectionString: databaseUrl(name), max: 2 });
  await applySupabaseAndMigrations(pool);
  return pool;
}

/** The superuser URL of the database `name` in the run's cluster, for tests that need more connections. */
export function databaseUrl(name: string): string {
  const url = new URL(inject('postgresUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The calling test file's own migrated database `name`: created before its tests (then prepared by
 * `seed`) and closed after them. Returns the pool's getter, which throws if the database was not created.
 */
export function migratedDatabaseForTests(name: string, seed?: (pool: pg.Pool) => Promise<void>): () => pg.Pool {
  let pool: pg.Pool | undefined;
  beforeAll(async () => {
    pool = await createMigratedDatabase(name);
    await seed?.(pool);
  });
  afterAll(async () => {
    await pool?.end();
  });
  return () => {
    if (!pool) throw new Error('The test database was not created');
    return pool;
  };
}
