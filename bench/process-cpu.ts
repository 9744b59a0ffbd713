import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

// CPU time from /proc (Linux): what a request costs the server process and PostgreSQL, which other work on the
// machine does not change, unlike the latency and throughput figures on a shared 2-core machine.

const ticksPerSecond = 100;

/** CPU seconds (user + system) a process has used so far, or 0 once it is gone. */
function cpuSecondsOf(pid: string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return 0;
  }
}

function commandOf(pid: string): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  } catch {
    return '';
  }
}

export interface CpuSample {
  server: number;
  /** every postgres process on this machine (the bench database's backends among them); 0 when remote */
  postgres: number;
}

export function sampleCpu(serverPid: number): CpuSample {
  const pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  const postgres = pids.filter((pid) => commandOf(pid) === 'postgres');
  return {
    server: cpuSecondsOf(String(serverPid)),
    postgres: postgres.reduce((sum, pid) => sum + cpuSecondsOf(pid), 0),
  };
}

/** "node 0.81 ms, PostgreSQL 0.52 ms": CPU per request between two samples. */
export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number): string {
  const ms = (seconds: number) => ((seconds * 1000) / Math.max(1, requests)).toFixed(2);
  const postgres = after.postgres > 0 ? `, PostgreSQL ${ms(after.postgres - before.postgres)} ms` : '';
  return `server ${ms(after.server - before.server)} ms${postgres}`;
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
