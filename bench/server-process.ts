import { VAPID_TEST_ENV } from '#server/testing/vapid-test-env';
import { startServerProcess, type ServerProcess } from '#server/testing/server-process';

export interface BenchServer extends ServerProcess {
  /** milliseconds from spawn to the first 200 of /api/health */
  msToFirst200: number;
  stop(): Promise<void>;
}

/** Starts the server the way `npm start` does (after the client is built), on a throwaway DATA_DIR unless given. */
export async function startBenchServer(
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<BenchServer> {
  const started = performance.now();
  const server = await startServerProcess({ ...VAPID_TEST_ENV, ...extraEnv }, { port });
  return {
    ...server,
    msToFirst200: Math.round(performance.now() - started),
    async stop() {
      server.kill('SIGTERM');
      await server.exited;
    },
  };
}
