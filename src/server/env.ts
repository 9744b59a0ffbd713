import { z } from 'zod';
import { withSecretsFromFiles } from './secret-settings';

// The only reader of process.env: every setting of the run contract is parsed and validated here once.
const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    APP_URL: z.string().url().optional(),
    AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('HabitSprint <no-reply@habitsprint.local>'),
    REQUIRE_EMAIL_VERIFICATION: booleanFlag,
    // GET /dev/outbox (loopback only) lists the outbox's e-mails, reset links included: only when asked for
    DEV_OUTBOX: booleanFlag,
    ADMIN_EMAILS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      ),
    CLOCK_OFFSET_DAYS: z.coerce.number().int().default(0),
    RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
    DEMO_VIDEO_URL: z.string().url().default('https://www.youtube-nocookie.com/embed/ScMzIvxBSi4'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // product-rules.md#the-bell-and-polling: notifications are polled every 30 s; journeys shorten it
    NOTIFICATION_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    // how often the in-server scheduler looks for due reminders and final results; 0 turns it off
    SCHEDULER_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86400).default(60),
    // Web Push (RFC 8292): the application server's key pair, generated and kept in DATA_DIR when not given
    VAPID_PUBLIC_KEY: z.string().min(1).optional(),
    VAPID_PRIVATE_KEY: z.string().min(1).optional(),
    // a mailto: or https: contact the push services may use (RFC 8292 'sub'); APP_URL when not given
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:)/, 'VAPID_SUBJECT must start with mailto: or https:')
      .optional(),
    // how often the push deliveries are looked at; 0 turns sending off
    PUSH_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
    S3_ENDPOINT: z.string().url().optional(),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    // GET /metrics (Prometheus) is served only with this token set, to requests that bear it (decision 086)
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    // single sign-on with one OpenID Connect provider (decision 090): issuer, client id and secret all or none
    OIDC_ISSUER: z.string().url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    // the provider's name on the sign-in screen's button ("Continue with …"); 'single sign-on' when not given
    OIDC_NAME: z.string().trim().min(1).max(40).optional(),
    // the scopes asked for, separated by spaces ('openid email profile' when not given); openid is always among them
    OIDC_SCOPES: z.string().trim().min(1).optional(),
    // the built client the server serves (`npm run build` writes dist/client); another folder serves another build
    CLIENT_DIR: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    const needsExplicitSecret = env.NODE_ENV === 'production' || env.DATABASE_URL !== undefined;
    if (needsExplicitSecret && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'AUTH_SECRET is required in production and whenever DATABASE_URL is set',
      });
    }
    // every process must sign pushes with the key the browsers subscribed with: one generated per DATA_DIR won't do
    const vapidSettings = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;
    for (const name of vapidSettings) {
      if (needsExplicitSecret && !env[name]) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} is required in production and whenever DATABASE_URL is set`,
        });
      }
    }
    if (!needsExplicitSecret && Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
      });
    }
    // object storage is all or nothing: a partial setting would silently fall back to the local disk
    const s3Settings = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    const missingS3 = s3Settings.filter((name) => !env[name]);
    const isS3Intended = missingS3.length < s3Settings.length || env.S3_REGION !== undefined;
    if (isS3Intended && missingS3.length > 0) {
      for (const name of missingS3) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `S3 storage needs ${s3Settings.join(', ')} together; ${name} is missing`,
        });
      }
    }
    // single sign-on is all or nothing: a partial setting would show a button that cannot work
    const oidcSettings = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
    const missingOidc = oidcSettings.filter((name) => !env[name]);
    const isOidcIntended =
      missingOidc.length < oidcSettings.length ||
      env.OIDC_NAME !== undefined ||
      env.OIDC_SCOPES !== undefined;
    if (isOidcIntended && missingOidc.length > 0) {
      for (const name of missingOidc) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `single sign-on needs ${oidcSettings.join(', ')} together; ${name} is missing`,
        });
      }
    }
    if (env.NODE_ENV === 'production' && env.DEV_OUTBOX) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEV_OUTBOX'],
        message: 'DEV_OUTBOX is not allowed in production (it would serve password-reset links)',
      });
    }
    if (env.NODE_ENV === 'production' && env.CLOCK_OFFSET_DAYS !== 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['CLOCK_OFFSET_DAYS'],
        message: 'CLOCK_OFFSET_DAYS is not allowed in production',
      });
    }
  });

export type Env = z.infer<typeof envSchema> & { APP_URL: string };

/**
 * Parses the given variables (process.env by default), each secret X also from the file X_FILE names; throws one
 * readable error listing every bad setting, an empty or example secret among them (secret-settings.ts).
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const { settings, problems: secretProblems } = withSecretsFromFiles(source);
  const result = envSchema.safeParse(settings);
  const problems = [
    ...secretProblems.map((problem) => `  ${problem.name}: ${problem.message}`),
    ...(result.success
      ? []
      : result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)),
  ];
  if (!result.success || problems.length > 0) {
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = result.data;
  return { ...env, APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '') };
}
