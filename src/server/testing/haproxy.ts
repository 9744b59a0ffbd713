import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/** Debian's haproxy on PATH (`.ci/run` installs it), or undefined. */
export function haproxyBinary(): string | undefined {
  try {
    return execFileSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * A real load balancer in front of the given app ports: round-robin per request, health-checked on /api/health,
 * as a production deployment would run several processes. `requestsByServer()` reads haproxy's own counters.
 */
export async function startHaproxy(appPorts: number[], { port: givenPort }: { port?: number } = {}) {
  const binary = haproxyBinary();
  if (!binary) throw new Error('haproxy is not installed.');
  const [port, statsPort] = [givenPort ?? (await freePort()), await freePort()];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'habitsprint-haproxy-'));
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 512',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 30s',
      '  timeout server 30s',
      '  retries 2',
      '  option redispatch',
      'frontend app',
      `  bind 127.0.0.1:${port}`,
      '  default_backend processes',
      'backend processes',
      '  balance roundrobin',
      '  option httpchk GET /api/health',
      ...appPorts.map((appPort, i) => `  server p${i} 127.0.0.1:${appPort} check inter 1s`),
      'listen stats',
      `  bind 127.0.0.1:${statsPort}`,
      '  stats enable',
      '  stats uri /stats',
      '',
    ].join('\n'),
  );
  const child = spawn(binary, ['-f', config, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    const up = await fetch(`http://127.0.0.1:${statsPort}/stats;csv`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (attempt > 100 || child.exitCode !== null) throw new Error(`haproxy did not start:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    /** HTTP requests each app process has answered through the load balancer, by its position in `appPorts` */
    async requestsByServer(): Promise<number[]> {
      const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
      const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n');
      const columns = header!.split(',');
      const [proxy, server, requests] = ['pxname', 'svname', 'req_tot'].map((name) => columns.indexOf(name));
      const counts = appPorts.map(() => 0);
      for (const row of rows.map((line) => line.split(','))) {
        const index = /^p(\d+)$/.exec(row[server!] ?? '')?.[1];
        if (row[proxy!] === 'processes' && index !== undefined)
          counts[Number(index)] = Number(row[requests!]);
      }
      return counts;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
