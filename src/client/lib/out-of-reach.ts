import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, isClientError, messageOf } from './api-client';

/**
 * The one wording for a write that could not reach the server and is not kept on the device to send later
 * (decision 065): only check-ins queue (decision 030); every other write says this instead of its failure text.
 */
export const NOT_SAVED_OFFLINE_MESSAGE = msg`Not saved — you are offline`;

/** The request never got an answer: the device is offline or the server is out of reach (apiFetch's status 0). */
export const isUnreached = (error: unknown): boolean => error instanceof ApiError && error.status === 0;

/**
 * What the toast of a write that did not happen says: 'Not saved — you are offline' when the server was not reached,
 * the server's own words for a refusal it explains, else the write's `fallback` (product-rules.md's failure text).
 */
export function writeFailureMessage(error: unknown, fallback: string, i18n: I18n = activeI18n): string {
  return isUnreached(error) ? i18n._(NOT_SAVED_OFFLINE_MESSAGE) : messageOf(error, fallback);
}

/**
 * A read with nothing to show whose last attempt failed without a refusal (no answer, or a 5xx): the screen says so
 * at once with a retry instead of a loading text through all the retries. Data kept from before is shown instead.
 */
export const isReadOutOfReach = (read: { data: unknown; failureReason: unknown }): boolean =>
  read.data === undefined && read.failureReason !== null && !isClientError(read.failureReason);
