import '#server/lib/owner-only-umask';
import { loadEnv } from './env';
import { startServer } from './server';

try {
  const running = await startServer(loadEnv());
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      const forceExit = setTimeout(() => process.exit(1), 15_000);
      forceExit.unref();
      void running.stop().then(() => process.exit(0));
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
