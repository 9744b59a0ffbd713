import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

// A second app server for the journeys that need one of their own (e.g. a deployment of a new client while a page
// is open): started as `npm start` starts it, on a free port, a throwaway data folder and the client folder given.

export interface AppServer {
  url: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app server exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app server at ${url} did not answer within 60 s`);
}

export async function startAppServer({
  dataDir,
  clientDir,
}: {
  dataDir: string;
  clientDir: string;
}): Promise<AppServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const { DATABASE_URL: _database, SMTP_URL: _smtp, ...outer } = process.env;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './scripts/start-defaults.mjs', 'src/server/index.ts'],
    {
      env: {
        ...outer,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        APP_URL: url,
        DATA_DIR: dataDir,
        CLIENT_DIR: clientDir,
        SCHEDULER_INTERVAL_SECONDS: '0',
        PUSH_INTERVAL_SECONDS: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await waitForHealth(url, child);
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
