import type pg from 'pg';

// Acting as Supabase's API roles the way PostgREST does for one request, and catching refusals.

export type Actor = { role: 'authenticated'; userId: string } | { role: 'anon' } | { role: 'service_role' };

export const signedIn = (userId: string): Actor => ({ role: 'authenticated', userId });
export const ANON: Actor = { role: 'anon' };
export const SERVICE_ROLE: Actor = { role: 'service_role' };

export const INSUFFICIENT_PRIVILEGE = '42501';
export const UNIQUE_VIOLATION = '23505';
export const CHECK_VIOLATION = '23514';
export const FOREIGN_KEY_VIOLATION = '23503';
export const INVALID_PARAMETER_VALUE = '22023';

export const STRING_TOO_LONG = '22001';
export const QUERY_CANCELED = '57014';

/**
 * Switches the open transaction to `actor`: role, the role's statement_timeout (as PostgREST
 * applies it: Supabase sets one per API role) and JWT claims, for this transaction only.
 */
export async function becomeActor(db: pg.ClientBase, actor: Actor): Promise<void> {
  const { rows } = await db.query<{ timeout: string }>(
    `select coalesce((select option_value from pg_db_role_setting as setting, pg_options_to_table(setting.setconfig)
                      where setting.setrole = $1::regrole and setting.setdatabase = 0 and option_name = 'statement_timeout'), '0') as timeout`,
    [actor.role],
  );
  await db.query(`select set_config('statement_timeout', $1, true)`, [rows[0].timeout]);
  await db.query(`set local role ${actor.role}`);
  const claims = actor.role === 'authenticated' ? { sub: actor.userId, role: actor.role } : { role: actor.role };
  await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
}

/** Runs `work` as `actor` in a transaction that is rolled back, so each test starts from the same rows. */
export async function actingAs(pool: pg.Pool, actor: Actor, work: (db: pg.PoolClient) => Promise<void>): Promise<void> {
  const db = await pool.connect();
  try {
    await db.query('begin');
    await becomeActor(db, actor);
    await work(db);
  } finally {
    await db.query('rollback');
    db.release();
  }
}

export interface Refusal {
  code: string;
  /** The constraint PostgreSQL names (also inside `message`, which is what PostgREST passes on). */
  constraint: string | undefined;
  message: string;
}

/** How PostgreSQL refused `sql`, or null if it ran; the transaction stays usable either way. */
export async function refusalOf(db: pg.PoolClient, sql: string, params: unknown[] = []): Promise<Refusal | null> {
  await db.query('savepoint attempt');
  try {
    await db.query(sql, params);
    await db.query('release savepoint attempt');
    return null;
  } catch (error) {
    await db.query('rollback to savepoint attempt');
    const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string };
    return { code: code ?? 'unknown', constraint, message: message ?? '' };
  }
}

/** The error code of `sql`, or null if it ran. */
export async function errorCodeOf(db: pg.PoolClient, sql: string, params: unknown[] = []): Promise<string | null> {
  return (await refusalOf(db, sql, params))?.code ?? null;
}
