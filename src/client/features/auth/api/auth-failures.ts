import { ACCOUNT_AWAITING_APPROVAL, SIGN_UP_INVITE_ONLY } from '#shared/auth/admission-codes';
import { TOTP_CODE_ALREADY_USED } from '#shared/auth/two-step-codes';
import { ACCOUNT_SUSPENDED_CODE } from '#shared/moderation/account-suspended';
import { PASSKEY_CODES } from '#shared/passkeys/passkeys.types';
import { PRODUCT_NAME } from '#shared/product-name';
import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The error better-auth's client returns: the server's JSON body plus the HTTP status. */
export interface AuthClientError {
  status?: number;
  code?: string;
  message?: string;
  reasons?: unknown;
}

/**
 * What the screen tells the person when an auth call fails (product-rules.md#auth-messages), and where it sends them
 * next.
 */
export interface AuthFailure {
  message: string;
  /** how the screen shows it: an error unless said otherwise (an account waiting for approval is news, not a fault) */
  kind?: 'info';
  reasons?: string[];
  switchTo?: 'signin' | 'signup';
  /** the sign-in's code step is over (too many wrong codes, or it expired): the password is asked again */
  backToPassword?: boolean;
}

/**
 * Thrown by the auth mutations so the forms receive a failure already in the spec's words. The failures are written in
 * the `i18n` given (the screen's, useLingui), without one in the active language.
 */
export class AuthFailureError extends Error {
  constructor(readonly failure: AuthFailure) {
    super(failure.message);
  }
}

export const unexpectedError = (i18n: I18n = activeI18n) =>
  i18n._(msg`An unexpected error occurred. Please try again later.`);

/** The auth screens' successes (product-rules.md#auth-messages), shown with `i18n._`. */
export const AUTH_SUCCESS = {
  signIn: msg`Signed in successfully! Welcome back to ${PRODUCT_NAME}`,
  signUp: msg`Account created successfully! Welcome to ${PRODUCT_NAME}`,
  confirmEmail: msg`Please check your email and click the confirmation link to complete your registration.`,
  resetEmailSent: msg`Password reset email sent! Check your inbox and spam folder.`,
  passwordUpdated: msg`Password updated successfully! You can now sign in with your new password.`,
} as const;

export const RESET_CODE_MISSING = msg`Password reset link is missing required tokens. Please request a new one.`;

// product-rules.md#sign-up-modes: the refusals of the sign-up modes, by their codes (decision 087)
export const INVITE_ONLY = msg`This ${PRODUCT_NAME} is invite-only. You can sign up with an invitation sent to your e-mail address or with an invite link from an administrator.`;
export const AWAITING_APPROVAL = msg`Your account is waiting for approval by a site administrator. We will e-mail you as soon as you can sign in.`;

/** A refusal of the sign-up modes, in the screen's words; undefined for any other failure. */
function admissionFailure(error: AuthClientError, i18n: I18n): AuthFailure | undefined {
  if (error.code === ACCOUNT_AWAITING_APPROVAL) return { message: i18n._(AWAITING_APPROVAL), kind: 'info' };
  if (error.code === SIGN_UP_INVITE_ONLY) return { message: i18n._(INVITE_ONLY) };
  return undefined;
}

export const ACCOUNT_SUSPENDED = msg`This account has been suspended by the site administrators. Contact them if you think this is a mistake.`;
const INVALID_CREDENTIALS = msg`Invalid email or password. Please check your credentials and try again.`;
const WEAK_PASSWORD = msg`Password does not meet security requirements. Please check all requirements are met.`;

/** Any thrown value as a failure: ours keep their words, anything else is "unexpected". */
export function failureOf(error: unknown, i18n: I18n = activeI18n): AuthFailure {
  return error instanceof AuthFailureError ? error.failure : { message: unexpectedError(i18n) };
}

const detail = (error: AuthClientError) => error.message?.trim() || undefined;

function reasonsOf(error: AuthClientError): string[] | undefined {
  const reasons = Array.isArray(error.reasons)
    ? error.reasons.filter((r): r is string => typeof r === 'string')
    : [];
  return reasons.length > 0 ? reasons : undefined;
}

export function signInFailure(
  error: AuthClientError | null | undefined,
  i18n: I18n = activeI18n,
): AuthFailure {
  const failed = i18n._(msg`Sign in failed. Please check your credentials and try again.`);
  if (!error) return { message: failed };
  if (error.status === 429)
    return { message: i18n._(msg`Too many sign-in attempts. Please wait a moment before trying again.`) };
  // decision 085: told only once the password was right, so it reveals nothing about who has an account
  if (error.code === ACCOUNT_SUSPENDED_CODE) return { message: i18n._(ACCOUNT_SUSPENDED) };
  const admission = admissionFailure(error, i18n);
  if (admission) return admission;
  // The server answers a wrong password and an unknown address alike (nobody may learn who has an account), and an
  // unconfirmed address the same way (product-rules.md#auth-messages).
  if (
    error.code === 'INVALID_EMAIL_OR_PASSWORD' ||
    error.code === 'EMAIL_NOT_VERIFIED' ||
    error.status === 401 ||
    error.status === 403
  ) {
    return { message: i18n._(INVALID_CREDENTIALS) };
  }
  if (error.code === 'USER_NOT_FOUND') {
    return {
      message: i18n._(msg`No account found with this email. Please sign up first.`),
      switchTo: 'signup',
    };
  }
  const message = detail(error);
  return { message: message ? i18n._(msg`Sign in failed: ${message}`) : failed };
}

/** The code step of a sign-in with two-step verification (product-rules.md#two-step-verification). */
export function signInCodeFailure(
  error: AuthClientError | null | undefined,
  kind: 'app' | 'backup',
  i18n: I18n = activeI18n,
): AuthFailure {
  if (!error) return { message: unexpectedError(i18n) };
  if (error.code === 'ACCOUNT_TEMPORARILY_LOCKED')
    return { message: i18n._(msg`Too many wrong codes. Please wait 15 minutes before trying again.`) };
  if (error.status === 429)
    return { message: i18n._(msg`Too many sign-in attempts. Please wait a moment before trying again.`) };
  if (error.code === ACCOUNT_SUSPENDED_CODE) return { message: i18n._(ACCOUNT_SUSPENDED) };
  const admission = admissionFailure(error, i18n);
  if (admission) return admission;
  if (error.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE')
    return {
      message: i18n._(msg`Too many wrong codes. Please enter your password again.`),
      backToPassword: true,
    };
  if (error.code === 'INVALID_TWO_FACTOR_COOKIE')
    return {
      message: i18n._(msg`This sign-in has expired. Please enter your password again.`),
      backToPassword: true,
    };
  if (error.code === TOTP_CODE_ALREADY_USED)
    return {
      message: i18n._(msg`This code was used already. Enter the next code your authenticator app shows.`),
    };
  if (kind === 'backup')
    return { message: i18n._(msg`That backup code is not right, or it has been used already.`) };
  return {
    message: i18n._(msg`That code is not right. Enter the 6-digit code your authenticator app shows now.`),
  };
}

/**
 * Why signing in with a passkey did not work (product-rules.md#passkeys): closing the browser's dialog is a choice, and
 * a passkey no account here has (removed, or made for another site) says what to do instead.
 */
export function passkeySignInFailure(
  error: AuthClientError | 'cancelled',
  i18n: I18n = activeI18n,
): AuthFailure {
  if (error === 'cancelled') {
    return {
      message: i18n._(msg`No passkey was used. You can try again, or sign in with your e-mail and password.`),
      kind: 'info',
    };
  }
  if (error.status === 429)
    return { message: i18n._(msg`Too many sign-in attempts. Please wait a moment before trying again.`) };
  if (error.code === ACCOUNT_SUSPENDED_CODE) return { message: i18n._(ACCOUNT_SUSPENDED) };
  const admission = admissionFailure(error, i18n);
  if (admission) return admission;
  if (error.code === PASSKEY_CODES.unknown) {
    return {
      message: i18n._(
        msg`This passkey is not saved in any account here. Sign in with your e-mail and password, then add a passkey in Settings.`,
      ),
    };
  }
  return { message: i18n._(msg`Signing in with the passkey did not work. Please try again.`) };
}

export function signUpFailure(
  error: AuthClientError | null | undefined,
  i18n: I18n = activeI18n,
): AuthFailure {
  const failed = i18n._(msg`Failed to create account. Please try again.`);
  if (!error) return { message: failed };
  if (error.status === 429)
    return { message: i18n._(msg`Too many signup attempts. Please wait a few minutes before trying again.`) };
  const admission = admissionFailure(error, i18n);
  if (admission) return admission;
  if (error.code === 'WEAK_PASSWORD') return { message: i18n._(WEAK_PASSWORD), reasons: reasonsOf(error) };
  if (error.code?.startsWith('USER_ALREADY_EXISTS')) {
    return {
      message: i18n._(msg`An account with this email already exists. Please try signing in instead.`),
      switchTo: 'signin',
    };
  }
  const message = detail(error);
  return { message: message ? i18n._(msg`Failed to create account: ${message}`) : failed };
}

export function resetRequestFailure(
  error: AuthClientError | null | undefined,
  i18n: I18n = activeI18n,
): AuthFailure {
  if (error?.status === 429)
    return { message: i18n._(msg`Too many reset requests. Please wait a few minutes before trying again.`) };
  const message = error && detail(error);
  return { message: message ? i18n._(msg`Failed to send reset email: ${message}`) : unexpectedError(i18n) };
}

export function resetPasswordFailure(
  error: AuthClientError | null | undefined,
  i18n: I18n = activeI18n,
): AuthFailure {
  if (error?.code === 'INVALID_TOKEN') {
    return { message: i18n._(msg`Password reset link is invalid or expired. Please request a new one.`) };
  }
  if (error?.code === 'WEAK_PASSWORD')
    return { message: i18n._(WEAK_PASSWORD), reasons: error && reasonsOf(error) };
  const message = error && detail(error);
  return { message: message ? i18n._(msg`Failed to update password: ${message}`) : unexpectedError(i18n) };
}
