import type pg from 'pg';

// The plans PostgreSQL chooses for the statements a function runs inside (auto_explain reports
// nested statements): how the tests check that a function's lookup uses an index.

export interface NestedStatement {
  /** The call, run as anon. */
  sql: string;
  params: unknown[];
  /** The start of the inner statement's text, as written in the function's body. */
  queryText: string;
  /** Planner settings for the call's transaction, e.g. `enable_seqscan = off` to ask whether an index can answer at all. */
  settings?: string[];
}

/** The plan of the one inner statement that starts with `queryText`. `db` must be a superuser session. */
export async function planInsideFunction(
  db: pg.Client | pg.PoolClient,
  { sql, params, queryText, settings = [] }: NestedStatement,
): Promise<string> {
  const plans: string[] = [];
  const collect = (notice: { message?: string }) => {
    // A SQL function's body is reported as written, from the line break after `as $$`.
    if (notice.message?.replace(/Query Text:\s+/, 'Query Text: ').includes(`Query Text: ${queryText}`))
      plans.push(notice.message);
  };
  db.on('notice', collect);
  try {
    await db.query('begin');
    await db.query(`load 'auto_explain'`);
    await db.query(`set local auto_explain.log_min_duration = 0`);
    await db.query(`set local auto_explain.log_nested_statements = on`);
    await db.query(`set local auto_explain.log_level = 'notice'`);
    await db.query(`set local client_min_messages = 'notice'`);
    for (const setting of settings) await db.query(`set local ${setting}`);
    await db.query('set local role anon');
    await db.query(sql, params);
  } finally {
    await db.query('rollback');
    db.off('notice', collect);
  }
  if (plans.length !== 1) throw new Error(`Expected one plan of “${queryText}”, got ${plans.length}`);
  return plans[0];
}

/** The index names a plan uses. */
export function indexesInPlan(plan: string): string[] {
  return [
    ...new Set(
      [
        ...plan.matchAll(
          /(?:Index Scan(?: Backward)? using|Index Only Scan(?: Backward)? using|Bitmap Index Scan on) (\w+)/g,
        ),
      ].map((match) => match[1]),
    ),
  ];
}
