import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port';

/**
 * A throwaway PostgreSQL server of its own, for tests that restart or stop it (a restart of the shared
 * TEST_DATABASE_URL server would break every other test file running beside them). Needs the PostgreSQL server
 * binaries (Debian's `postgresql` package; `.ci/run` installs it). As root, the cluster runs as the `postgres`
 * user, since PostgreSQL refuses to run as root.
 */
export interface PostgresCluster {
  /** postgres://… of a database made for the test */
  url: string;
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** The newest installed server's bin folder, or undefined when the binaries are not installed. */
export function postgresBinDir(): string | undefined {
  const candidates: string[] = [];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // no pg_config on PATH: look where Debian puts the versioned servers
  }
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debianRoot, version, 'bin')));
  }
  return candidates.find(
    (dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
  );
}

const run = promisify(execFile);
const isRoot = () => process.getuid?.() === 0;

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('The PostgreSQL server binaries (initdb, pg_ctl) are not installed.');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'habitsprint-pg-'));
  // asynchronous, so the test's own requests keep flowing while PostgreSQL restarts
  const asOwner = async (command: string, args: string[]) => {
    const [file, argv] = isRoot()
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    await run(file, argv, { cwd: os.tmpdir() });
  };
  if (isRoot()) execFileSync('chown', ['postgres:postgres', dir]);
  await asOwner('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const pgCtl = (...args: string[]) => asOwner('pg_ctl', ['-D', dir, '-l', path.join(dir, 'log'), ...args]);
  const start = () => pgCtl('-o', options, '-w', 'start');
  await start();

  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE habitsprint');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/habitsprint`,
    // -m fast: connected sessions are terminated (57P01), as in a managed database's maintenance restart
    restart: () => pgCtl('-o', options, '-m', 'fast', '-w', 'restart'),
    stop: () => pgCtl('-m', 'fast', '-w', 'stop'),
    start,
    async destroy() {
      if (existsSync(path.join(dir, 'postmaster.pid'))) await pgCtl('-m', 'immediate', '-w', 'stop');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
