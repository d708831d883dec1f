import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';

const migrationsDirectory = fileURLToPath(new URL('../../migrations', import.meta.url));
const supabaseEnvironment = readFileSync(fileURLToPath(new URL('./supabaseEnvironment.sql', import.meta.url)), 'utf8');

/** The migrations in the order Supabase applies them: by file name (timestamp first). */
export function migrationFiles(): string[] {
  return readdirSync(migrationsDirectory)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => join(migrationsDirectory, name));
}

/**
 * A fresh database in the run's throw-away cluster (which has Supabase's roles) with the auth
 * schema and every migration applied. Returns a superuser pool on it.
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
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  await pool.query(supabaseEnvironment);
  for (const migration of migrationFiles()) await pool.query(readFileSync(migration, 'utf8'));
  return pool;
}
