import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { childEnv, tsxCommand } from './child-process';
import { freePort } from './free-port';
import { TestClient } from './test-client';

/**
 * A real server process, started as `npm start` starts it once the client is built (one PID, no npx in between):
 * for tests of processes, faults and load balancing, and for the benchmarks.
 */
export interface ServerProcess {
  /** http://127.0.0.1:port */
  url: string;
  /** APP_URL, the only origin allowed to change data */
  origin: string;
  port: number;
  pid: number;
  dataDir: string;
  /** resolves with the exit code (null when ended by a signal) */
  exited: Promise<number | null>;
  /** what the process wrote to stderr, for a failing test's message */
  stderr(): string;
  kill(signal: NodeJS.Signals): void;
  /** a browser's worth of state (cookie jar, the app's Origin) talking to this process over HTTP */
  client(): TestClient;
  /** ends the process and removes its DATA_DIR unless it was given */
  destroy(): Promise<void>;
}

export async function startServerProcess(
  settings: Record<string, string> = {},
  {
    port: givenPort,
    umask,
  }: { port?: number; /** e.g. '000': started by sh with this umask */ umask?: string } = {},
): Promise<ServerProcess> {
  const port = givenPort ?? (await freePort());
  const ownDataDir = settings.DATA_DIR ? undefined : mkdtempSync(path.join(os.tmpdir(), 'habitsprint-proc-'));
  const dataDir = settings.DATA_DIR ?? ownDataDir!;
  const origin = settings.APP_URL ?? `http://localhost:${port}`;
  const [command, args] = tsxCommand('src/server/index.ts', [], { umask });
  const child = spawn(command, args, {
    env: childEnv({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '1000',
      SCHEDULER_INTERVAL_SECONDS: '0',
      ...settings,
    }),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-20_000)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const running: ServerProcess = {
    url,
    origin,
    port,
    pid: child.pid!,
    dataDir,
    exited,
    stderr: () => stderr,
    kill: (signal) => child.kill(signal),
    client: () => new TestClient(overHttp(url), origin),
    async destroy() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitUntilHealthy(running);
  } catch (error) {
    await running.destroy(); // a process that never became healthy must not outlive the test, nor its DATA_DIR
    throw error;
  }
  return running;
}

/** Polls /api/health until it answers 200; fails if the process exits first or takes over a minute. */
export async function waitUntilHealthy(server: Pick<ServerProcess, 'url' | 'exited' | 'stderr'>) {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`the server exited (${exitCode}):\n${server.stderr()}`);
    const healthy = await fetch(`${server.url}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the server did not become healthy:\n${server.stderr()}`);
}

/** `app.request()`'s shape over real HTTP, so TestClient can talk to a process as it talks to an in-process app. */
export function overHttp(baseUrl: string) {
  return {
    request: (requestPath: string, init?: RequestInit) => fetch(`${baseUrl}${requestPath}`, init),
  };
}
