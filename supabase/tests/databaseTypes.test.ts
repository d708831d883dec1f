import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDatabaseTypes } from '../typegen/databaseTypes';
import { createMigratedDatabase } from './support/migratedDatabase';

// The front end's supabase-js calls are typed by frontend/src/shared/supabase/database.types.ts,
// generated from the migrated schema: this fails as soon as the two drift apart.

const committedTypesPath = fileURLToPath(
  new URL('../../frontend/src/shared/supabase/database.types.ts', import.meta.url),
);

let pool: pg.Pool | undefined;

function database(): pg.Pool {
  if (!pool) throw new Error('The test database was not created');
  return pool;
}

beforeAll(async () => {
  pool = await createMigratedDatabase('database_types');
});

afterAll(async () => {
  await pool?.end();
});

describe('the generated Database type', () => {
  it('is what the migrations produce (run `npm run db:types` after changing a migration)', async () => {
    expect(readFileSync(committedTypesPath, 'utf8')).toBe(await generateDatabaseTypes(database()));
  });

  it('changes with the schema, so the check above can catch a drift', async () => {
    const db = await database().connect();
    try {
      await db.query('begin');
      const before = await generateDatabaseTypes(db);
      await db.query(`alter table public.tools add column condition text not null default 'good'`);
      await db.query(
        `create function public.tool_count(in_category text default null) returns bigint language sql stable as 'select count(*) from public.tools'`,
      );
      const after = await generateDatabaseTypes(db);
      expect(after).not.toBe(before);
      expect(after).toContain('condition: string\n');
      expect(after).toContain('condition?: string\n');
      expect(after).toContain(
        'tool_count: {\n        Args: { in_category?: string }\n        Returns: number\n      }',
      );
    } finally {
      await db.query('rollback');
      db.release();
    }
  });

  it('types rows, writes, relationships and functions as supabase-js expects', async () => {
    const types = await generateDatabaseTypes(database());
    // Generated columns cannot be written; numeric can be written exactly as a string.
    expect(types).toContain('search_document?: never');
    expect(types).toContain('rental_rate: number | string');
    expect(types).toContain('foreignKeyName: "messages_conversation_id_fkey"');
    // A function returning rows of a table says so, for rpc(...).select(...).
    expect(types).toMatch(
      /search_tools: \{\n\s+Args: \{ available_only\?: boolean; category\?: string; currency\?: string; max_rate\?: number \| string; min_rate\?: number \| string; page_offset\?: number; page_size\?: number; search\?: string; sort\?: string \}/,
    );
    expect(types).toMatch(
      /SetofOptions: \{\n\s+from: "\*"\n\s+to: "tools"\n\s+isOneToOne: false\n\s+isSetofReturn: true/,
    );
    expect(types).toMatch(/mark_all_notifications_read: \{\n\s+Args: never\n\s+Returns: number/);
    // Trigger functions and the private schema are not part of the API.
    expect(types).not.toContain('notify_message_recipient');
    expect(types).not.toContain('tool_search_query');
  });
});
