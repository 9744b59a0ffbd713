import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../app-env';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { DomainError } from '../lib/domain-error';

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
  logger.error({ err: error }, 'unhandled error');
  return c.json(
    { error: { code: 'INTERNAL', message: 'An unexpected error occurred. Please try again later.' } },
    500,
  );
};
