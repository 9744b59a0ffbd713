import { msg } from '@lingui/core/macro';
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '#server/app-env';
import { isDatabaseUnavailable } from '#server/db/database-unavailable';
import { isVanishedReference } from '#server/db/error-causes';
import { DomainError, TooManyRequests } from '#server/lib/domain-error';
import { translatable, translated } from '#shared/i18n/translatable';
import { i18nFor } from '#server/i18n/i18n-for';
import { requestLocale } from '#server/i18n/request-locale';

/** Seconds a client is asked to wait before trying again while the database is out of reach. */
const RETRY_AFTER_SECONDS = 5;

const messages = {
  malformed: translatable(msg`Malformed request.`),
  refused: translatable(msg`Request refused.`),
  databaseUnavailable: translatable(
    msg`HabitSprint cannot reach its database right now. Please try again in a moment.`,
  ),
  vanishedReference: translatable(
    msg`Something this request refers to was removed a moment ago. Please reload and try again.`,
  ),
  unexpected: translatable(msg`An unexpected error occurred. Please try again later.`),
};

/**
 * The one place errors become HTTP answers, their messages in the asker's language (decision 079); no stack trace
 * ever leaves the server.
 */
export const errorHandler: ErrorHandler<AppEnv> = (error, c) => {
  const i18n = i18nFor(requestLocale(c));
  const said = (text: string) => translated(i18n, text);
  if (error instanceof DomainError) {
    const fields =
      error.fields &&
      Object.fromEntries(Object.entries(error.fields).map(([name, text]) => [name, said(text)]));
    if (error instanceof TooManyRequests) c.header('Retry-After', String(error.retryAfterSeconds));
    return c.json({ error: { code: error.code, message: said(error.message), fields } }, error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const message = said(status === 400 ? messages.malformed : error.message || messages.refused);
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
          message: said(messages.databaseUnavailable),
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
          message: said(messages.vanishedReference),
        },
      },
      409,
    );
  }
  logger.error({ err: error }, 'unhandled error');
  return c.json({ error: { code: 'INTERNAL', message: said(messages.unexpected) } }, 500);
};
