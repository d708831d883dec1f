import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../scripts/lib/freePort.mjs';

const run = promisify(execFile);

export interface ThrowawayPostgres {
  /** Superuser connection to the `postgres` database over TCP on 127.0.0.1. */
  connectionString: string;
  /** Stops the server and deletes its directory. Safe to call twice. */
  stop: () => Promise<void>;
}

/** Debian's server binaries (initdb, pg_ctl are not on PATH there); the newest installed major. */
function postgresBinDirectory(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions.at(0);
  if (newest === undefined) {
    throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql: apt-get install postgresql');
  }
  return join(root, newest, 'bin');
}

/**
 * Starts a private PostgreSQL cluster in a temporary directory on a free local port. PostgreSQL
 * refuses to run as root, so under root its tools run as the `postgres` OS user, who owns the
 * directory.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBinDirectory();
  const asRoot = process.getuid?.() === 0;
  const directory = mkdtempSync(join(tmpdir(), 'toolshare-pg-'));
  const dataDirectory = join(directory, 'data');
  const pgTool = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]) : run(join(bin, tool), args);

  let started = false;
  const stop = async () => {
    try {
      if (started) await pgTool('pg_ctl', ['-D', dataDirectory, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Already stopped: nothing more to do than remove the files.
    } finally {
      started = false;
      rmSync(directory, { recursive: true, force: true });
    }
  };

  try {
    if (asRoot) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: group } = await run('id', ['-g', 'postgres']);
      chownSync(directory, Number(stdout.trim()), Number(group.trim()));
    }
    await pgTool('initdb', [
      '-D',
      dataDirectory,
      '-U',
      'postgres',
      '-A',
      'trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale',
      'C',
    ]);
    const port = await freePort();
    // Unix socket in the cluster's own directory; fsync off: the data is thrown away anyway.
    const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -k ${directory} -c fsync=off -c full_page_writes=off`;
    started = true;
    await pgTool('pg_ctl', [
      '-D',
      dataDirectory,
      '-o',
      serverOptions,
      '-l',
      join(directory, 'server.log'),
      '-w',
      '-t',
      '30',
      'start',
    ]);
    return { connectionString: `postgresql://postgres@127.0.0.1:${port}/postgres`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
