import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { supabaseRolesSql } from './supabaseDatabase';
import { startThrowawayPostgres } from './throwawayPostgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the throw-away cluster's `postgres` database. */
    postgresUrl: string;
  }
}

/** One PostgreSQL cluster for the whole run, with Supabase's roles; each test file makes its own database in it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startThrowawayPostgres();
  try {
    const client = new pg.Client({ connectionString: postgres.connectionString });
    await client.connect();
    try {
      await client.query(supabaseRolesSql);
    } finally {
      await client.end();
    }
  } catch (error) {
    await postgres.stop();
    throw error;
  }
  project.provide('postgresUrl', postgres.connectionString);
  return () => postgres.stop();
}
