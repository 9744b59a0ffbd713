import http from 'node:http';
import path from 'node:path';
import { getRequestListener, type ServerType } from '@hono/node-server';
import pino from 'pino';
import { createApp } from './app';
import { createDeps } from './create-deps';
import { connectPostgres, openEmbeddedDatabase, type DatabaseHandle } from '#server/db/database';
import { seedTemplateChallenges } from '#server/features/challenges/template-challenges';
import type { Env } from './env';
import { resolveAuthSecret } from '#server/lib/auth-secret';
import { deliverDuePushes } from '#server/features/push/push-delivery';
import { hasPushSubscription } from '#server/features/push/push.queries';
import { systemClock } from '#server/lib/clock';
import { acquireDataDirLock } from '#server/lib/data-dir-lock';
import { preparePrivateDataDir } from '#server/lib/private-data-dir';
import { withCompression } from '#server/lib/compressing-server';
import { drainableServer } from '#server/lib/graceful-close';
import { outlastClientsOnIdleConnections } from '#server/lib/idle-connections';
import { createReminderEmailer } from '#server/features/reminder-emails/reminder-emailer';
import { createMailer } from '#server/mail/mailer';
import { startScheduler } from '#server/scheduler/scheduler';
import { runSchedulerTick } from '#server/scheduler/scheduler-tick';

export interface RunningServer {
  server: ServerType;
  port: number;
  stop(): Promise<void>;
}

/** Opens and migrates the database, seeds templates, and listens; `stop` drains requests and closes everything. */
export async function startServer(env: Env): Promise<RunningServer> {
  const logger = pino({ level: env.LOG_LEVEL });
  preparePrivateDataDir(env.DATA_DIR, (warning) => logger.warn(warning));
  const releaseLock = env.DATABASE_URL ? () => {} : acquireDataDirLock(env.DATA_DIR);
  let database: DatabaseHandle | undefined;
  try {
    database = env.DATABASE_URL
      ? connectPostgres(env.DATABASE_URL, {
          onIdleConnectionError: (error) =>
            logger.warn({ err: error }, 'database: an idle connection ended; new ones will be opened'),
        })
      : await openEmbeddedDatabase(env.DATA_DIR);
    await database.migrate();
    await seedTemplateChallenges(database.db);
  } catch (error) {
    await database?.close().catch(() => {});
    releaseLock();
    throw error;
  }
  const { db } = database;
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(env.DATA_DIR, 'outbox'),
  });
  const deps = createDeps({
    db,
    env,
    clock: systemClock(env.CLOCK_OFFSET_DAYS),
    mailer,
    authSecret: resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR),
    logger,
    clientDir: path.resolve(env.CLIENT_DIR ?? path.join(import.meta.dirname, '../../dist/client')),
  });
  const { clock, vapid, backgroundTasks, metrics } = deps;
  const app = createApp(deps);
  // the evening reminder goes by e-mail only to people whom push reaches on no device (decision 031)
  const emailReminders = createReminderEmailer(deps, hasPushSubscription);

  const server = http.createServer(withCompression(getRequestListener(app.fetch, { hostname: env.HOST })));
  outlastClientsOnIdleConnections(server);
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  const drainable = drainableServer(server);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info({ port, database: database.kind }, `HabitSprint is listening on ${env.APP_URL}`);
  const scheduler = startScheduler({
    intervalSeconds: env.SCHEDULER_INTERVAL_SECONDS,
    logger,
    tick: () => runSchedulerTick({ db, clock, logger, emailReminders }),
    onTick: (outcome) => metrics?.recordTick('scheduler', outcome),
  });
  // pushes have their own, shorter beat: a notification should reach the phone within seconds
  const pushWorker = startScheduler({
    intervalSeconds: env.PUSH_INTERVAL_SECONDS,
    logger,
    name: 'push',
    setting: 'PUSH_INTERVAL_SECONDS',
    onTick: (outcome) => metrics?.recordTick('push', outcome),
    tick: () => deliverDuePushes({ db, clock, logger, vapid, isProduction: env.NODE_ENV === 'production' }),
  });

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // stop accepting, let in-flight requests finish, then checkpoint and close the database
      await drainable.close();
      // a tick in flight finishes its transaction, and e-mails still being sent go out, before the database goes
      await scheduler.stop();
      await pushWorker.stop();
      await backgroundTasks.settled();
      await database.close();
      releaseLock();
      logger.info('HabitSprint stopped');
    })());
  return { server, port, stop };
}
