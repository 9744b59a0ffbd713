import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What better-auth's client returns for a refusal: the server's JSON body plus the HTTP status. */
interface TwoStepClientError {
  status?: number;
  code?: string;
}

/** A refusal of a Settings step of two-step verification, already in the person's words, and the field it is about. */
export class TwoStepRefusal extends Error {
  constructor(
    message: string,
    readonly field: 'password' | 'code' | null,
  ) {
    super(message);
  }
}

/** The words for a refused Settings step (product-rules.md#two-step-verification). */
export function twoStepRefusalOf(error: TwoStepClientError | null, i18n: I18n = activeI18n): TwoStepRefusal {
  if (error?.status === 429)
    return new TwoStepRefusal(
      i18n._(msg`Too many attempts. Please wait a moment before trying again.`),
      null,
    );
  if (error?.code === 'INVALID_PASSWORD')
    return new TwoStepRefusal(i18n._(msg`Your password is incorrect.`), 'password');
  if (error?.code === 'INVALID_CODE')
    return new TwoStepRefusal(
      i18n._(msg`That code is not right. Enter the 6-digit code your authenticator app shows now.`),
      'code',
    );
  return new TwoStepRefusal(i18n._(msg`Something went wrong. Please try again.`), null);
}
