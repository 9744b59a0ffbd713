import type { Logger } from 'pino';
import type { Auth } from '#server/auth/auth';
import type { Database } from '#server/db/database';
import type { Env } from './env';
import type { BackgroundTasks } from '#server/lib/background-tasks';
import type { Clock } from '#server/lib/clock';
import type { VapidKeys } from '#server/lib/vapid-keys';
import type { Mailer } from '#server/mail/mailer';
import type { AppMetrics } from '#server/metrics/app-metrics';
import type { FileStorage } from '#server/storage/file-storage';

/** Everything a request handler may use; built once by the process entry (or a test) and passed to createApp. */
export interface Deps {
  db: Database;
  env: Env;
  clock: Clock;
  mailer: Mailer;
  auth: Auth;
  /** better-auth's secret; also keys the HMAC of links that act without a session (unsubscribe: decision 031) */
  authSecret: string;
  logger: Logger;
  /** work that carries on after the answer (e-mails: decision 021) */
  backgroundTasks: BackgroundTasks;
  /** uploaded files (avatars, group images): local disk or S3-compatible */
  storage: FileStorage;
  /** the Web Push key pair (its public half is what browsers subscribe with) */
  vapid: VapidKeys;
  /** the Prometheus metrics, only when METRICS_TOKEN is set (decision 086) */
  metrics: AppMetrics | null;
  /** where the built web client lives; absent in API-only tests */
  clientDir?: string;
}

/** The signed-in person making a request; always from the session, never from the client's input. */
export interface Actor {
  userId: string;
  email: string;
  name: string;
  timezone: string;
  /** the person followed the link of a confirmation e-mail (site administrator rights need it) */
  emailVerified: boolean;
  /** a site administrator granted them site administrator rights (decision 087); site-admin.policy.ts decides */
  siteAdmin: boolean;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    actor: Actor | null;
    requestId: string;
    logger: Logger;
    /** the client's address, from the socket (never from a header the client sends): auth/client-ip.ts */
    clientIp: string;
  };
}
