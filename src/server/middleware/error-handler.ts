import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../app-env';
import { DomainError } from '../lib/domain-error';

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
  (c.var.logger ?? console).error({ err: error }, 'unhandled error');
  return c.json(
    { error: { code: 'INTERNAL', message: 'An unexpected error occurred. Please try again later.' } },
    500,
  );
};
