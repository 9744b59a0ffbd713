import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BenchServer {
  url: string;
  child: ChildProcess;
  /** milliseconds from spawn to the first 200 of /api/health */
  msToFirst200: number;
  stop(): Promise<void>;
}

/** Starts the server the way `npm start` does (after the client is built) on a throwaway DATA_DIR. */
export async function startBenchServer(
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<BenchServer> {
  const dataDir = extraEnv.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'habitsprint-bench-'));
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '1000',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://localhost:${port}`;
  for (;;) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const msToFirst200 = Math.round(performance.now() - started);
  return {
    url,
    child,
    msToFirst200,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
