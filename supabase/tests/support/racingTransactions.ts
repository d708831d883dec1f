import pg from 'pg';
import { type Actor, becomeActor } from './actors';

// Statements sent at once from separate connections, each in its own transaction, as requests
// of several browser tabs reach PostgREST together.

export interface RacingStatement {
  actor: Actor;
  sql: string;
  params?: unknown[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts every statement before any transaction ends; a transaction is committed only once every
 * statement has either finished or is waiting for a lock that another one holds, so nothing the
 * database does not serialise itself can be serialised by the timing of the test. Resolves to
 * each statement's error code, or null when it ran (and was committed).
 */
export async function raceInTransactions(url: string, statements: RacingStatement[]): Promise<(string | null)[]> {
  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return client;
  };
  const observer = await connect();
  const clients = await Promise.all(statements.map(connect));
  try {
    const pids: number[] = [];
    for (const [index, client] of clients.entries()) {
      pids.push((await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid);
      await client.query('begin');
      await becomeActor(client, statements[index].actor);
    }
    const outcomes: (string | null | undefined)[] = statements.map(() => undefined);
    const running = statements.map(({ sql, params }, index) =>
      clients[index].query(sql, params).then(
        () => (outcomes[index] = null),
        (error: unknown) => (outcomes[index] = (error as { code?: string }).code ?? 'unknown'),
      ),
    );
    const ended = new Set<number>();
    while (ended.size < clients.length) {
      const { rows } = await observer.query<{ pid: number }>(
        `select pid from pg_stat_activity where wait_event_type = 'Lock' and pid = any($1)`,
        [pids],
      );
      const waiting = new Set(rows.map((row) => row.pid));
      const finished = outcomes.flatMap((outcome, index) =>
        outcome !== undefined && !ended.has(index) ? [index] : [],
      );
      if (
        finished.length === 0 ||
        !outcomes.every((outcome, index) => outcome !== undefined || waiting.has(pids[index]))
      ) {
        await pause(10);
        continue;
      }
      for (const index of finished) {
        await clients[index].query(outcomes[index] === null ? 'commit' : 'rollback');
        ended.add(index);
      }
    }
    await Promise.all(running);
    return outcomes.map((outcome) => outcome ?? null);
  } finally {
    await Promise.all([observer, ...clients].map((client) => client.end()));
  }
}
