import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '#server/app-env';
import { isDatabaseUnavailable } from '#server/db/database-unavailable';
import { isVanishedReference } from '#server/db/error-causes';
import { DomainError } from '#server/lib/domain-error';

/** Seconds a client is asked to wait before trying again while the database is out of reach. */
const RETRY_AFTER_SECONDS = 5;

/** The one place errors become HTTP answers; no stack trace ever leaves the server. */
export const errorHandler: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof DomainError) {
    return c.json(
      { error: { code: error.code, message: error.message, fields: error.fields } },
      error.status,
    );
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const message = status === 400 ? 'Malformed request.' : error.message || 'Request refused.';
    return c.json({ error: { code: 'HTTP_ERROR', message } }, status);
  }
  const logger = c.var.logger ?? console;
  if (isDatabaseUnavailable(error)) {
    logger.warn({ err: error }, 'database unavailable');
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return c.json(
      {
        error: {
          code: 'SERVICE_UNAVAILABLE',
          message: 'HabitSprint cannot reach its database right now. Please try again in a moment.',
        },
      },
      503,
    );
  }
  if (isVanishedReference(error)) {
    // e.g. a check-in written the instant its person deleted their account: nothing was saved
    logger.warn({ err: error }, 'a referenced row vanished during the request');
    return c.json(
      {
        error: {
          code: 'CONFLICT',
          message: 'Something this request refers to was removed a moment ago. Please reload and try again.',
        },
      },
      409,
    );
  }
  logger.error({ err: error }, 'unhandled error');
  return c.json(
    { error: { code: 'INTERNAL', message: 'An unexpected error occurred. Please try again later.' } },
    500,
  );
};
