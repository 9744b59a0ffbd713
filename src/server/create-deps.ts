import { createAuth } from '#server/auth/auth';
import type { Deps } from './app-env';
import { createBackgroundTasks } from '#server/lib/background-tasks';
import { resolveVapidKeys } from '#server/lib/vapid-keys';
import { createAppMetrics } from '#server/metrics/app-metrics';
import { createFileStorage } from '#server/storage/create-file-storage';

/** What the process entry (or a test) decides itself: the outside world the app talks to, and its secret. */
export type DepsGiven = Omit<Deps, 'auth' | 'backgroundTasks' | 'storage' | 'vapid' | 'metrics'>;

/**
 * The app's dependencies from what its caller decides: the rest is derived from those the same way in the server
 * and in the tests (better-auth on the app's database, mailer and secret; storage and the VAPID keys from env).
 */
export function createDeps(given: DepsGiven): Deps {
  const { db, env, clock, mailer, logger, authSecret } = given;
  const backgroundTasks = createBackgroundTasks();
  const auth = createAuth({ db, env, mailer, logger, backgroundTasks, clock, secret: authSecret });
  return {
    ...given,
    auth,
    backgroundTasks,
    storage: createFileStorage(env),
    vapid: resolveVapidKeys(env),
    metrics: env.METRICS_TOKEN ? createAppMetrics({ db, clock, backgroundTasks }) : null,
  };
}
