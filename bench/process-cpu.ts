import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/database';

// CPU time from /proc (Linux): what a request costs the server process and PostgreSQL, which other work on the
// machine does not change, unlike the latency and throughput figures on a shared 2-core machine.

const ticksPerSecond = 100;

/** The fields of /proc/PID/stat after the command: state, ppid, … (null once the process is gone). */
function statFieldsOf(pid: string): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) a process has used so far, or 0 once it is gone. */
function cpuSecondsOf(pid: string): number {
  const fields = statFieldsOf(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) / ticksPerSecond : 0;
}

/** CPU seconds of the children a process has waited for: a PostgreSQL server's ended backends. */
function reapedChildrenCpuSecondsOf(pid: string): number {
  const fields = statFieldsOf(pid);
  return fields ? (Number(fields[13]) + Number(fields[14])) / ticksPerSecond : 0;
}

/** The PostgreSQL server (postmaster) serving `db`: its backend's parent; null when it runs on another machine. */
export async function postgresServerPidOf(db: Database): Promise<number | null> {
  const result = await db.execute(sql`select pg_backend_pid() as pid`);
  const [row] = (result as unknown as { rows: { pid: number }[] }).rows;
  const fields = row ? statFieldsOf(String(row.pid)) : null;
  return fields ? Number(fields[1]) : null;
}

/** The processes whose CPU a benchmark reads: the app server, and the PostgreSQL server when it is local. */
export interface BenchProcesses {
  server: number;
  postgres: number | null;
}

export interface CpuSample {
  server: number;
  /** the bench's PostgreSQL server and its backends, live and ended; 0 when remote */
  postgres: number;
}

/**
 * CPU used so far by the app server and by one PostgreSQL server (its postmaster's pid): the postmaster's
 * own, its live backends', and its ended backends' (it reaps them, so their time is in its children's total). Other
 * clusters on the machine and backends that end between two samples no longer skew the figure.
 */
export function sampleCpu({ server: serverPid, postgres: postgresPid }: BenchProcesses): CpuSample {
  if (postgresPid === null) return { server: cpuSecondsOf(String(serverPid)), postgres: 0 };
  const postmaster = String(postgresPid);
  const backends = readdirSync('/proc').filter(
    (entry) => /^\d+$/.test(entry) && statFieldsOf(entry)?.[1] === postmaster,
  );
  return {
    server: cpuSecondsOf(String(serverPid)),
    postgres:
      cpuSecondsOf(postmaster) +
      reapedChildrenCpuSecondsOf(postmaster) +
      backends.reduce((sum, pid) => sum + cpuSecondsOf(pid), 0),
  };
}

/** Milliseconds of CPU per request between two samples; `postgres` is null when PostgreSQL runs elsewhere. */
export interface CpuPerRequest {
  server: number;
  postgres: number | null;
}

export function cpuMsPerRequest(before: CpuSample, after: CpuSample, requests: number): CpuPerRequest {
  const ms = (seconds: number) => (seconds * 1000) / Math.max(1, requests);
  return {
    server: ms(after.server - before.server),
    postgres: after.postgres > 0 ? ms(after.postgres - before.postgres) : null,
  };
}

/** "server 0.81 ms, PostgreSQL 0.52 ms" */
export function formatCpu({ server, postgres }: CpuPerRequest): string {
  return `server ${server.toFixed(2)} ms${postgres === null ? '' : `, PostgreSQL ${postgres.toFixed(2)} ms`}`;
}

/** "server 0.81 ms, PostgreSQL 0.52 ms": CPU per request between two samples. */
export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number): string {
  return formatCpu(cpuMsPerRequest(before, after, requests));
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
