import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A refusal with the spec's message; the one error handler turns it into `{ error: { code, message, fields } }`, in
 * the asker's language when the message is `translatable` (decision 079).
 */
export class DomainError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new DomainError(400, 'BAD_REQUEST', message, fields);
const SIGN_IN_FIRST = translatable(msg`Please sign in to continue.`);
/** What an address that names nothing is answered with. */
export const NOT_FOUND_MESSAGE = translatable(msg`Not found`);

export const unauthorized = (message = SIGN_IN_FIRST) => new DomainError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string) => new DomainError(403, 'FORBIDDEN', message);
export const notFound = (message: string) => new DomainError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new DomainError(409, 'CONFLICT', message);
export const unprocessable = (message: string, fields?: Record<string, string>) =>
  new DomainError(422, 'UNPROCESSABLE', message, fields);

/** A rate limit's refusal: 429 with the limit's message, and Retry-After saying when the window ends. */
export class TooManyRequests extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}
