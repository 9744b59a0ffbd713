import { describe, expect, it } from 'vitest';
import {
  AuthFailureError,
  failureOf,
  passkeySignInFailure,
  resetPasswordFailure,
  resetRequestFailure,
  signInCodeFailure,
  signInFailure,
  signUpFailure,
  unexpectedError,
} from './auth-failures';

const INVALID_CREDENTIALS = 'Invalid email or password. Please check your credentials and try again.';
const WEAK_PASSWORD = 'Password does not meet security requirements. Please check all requirements are met.';

describe('the code step of a sign-in (product-rules.md#two-step-verification)', () => {
  it('says a wrong code is wrong, in the words of the code asked for', () => {
    expect(signInCodeFailure({ status: 401, code: 'INVALID_CODE' }, 'app')).toEqual({
      message: 'That code is not right. Enter the 6-digit code your authenticator app shows now.',
    });
    expect(signInCodeFailure({ status: 401, code: 'INVALID_BACKUP_CODE' }, 'backup')).toEqual({
      message: 'That backup code is not right, or it has been used already.',
    });
  });

  it('asks for the next code when this one signed in already (a code is taken once)', () => {
    expect(signInCodeFailure({ status: 401, code: 'TOTP_CODE_ALREADY_USED' }, 'app')).toEqual({
      message: 'This code was used already. Enter the next code your authenticator app shows.',
    });
  });

  it('asks for the password again once the sign-in is over: too many wrong codes, or expired', () => {
    for (const code of ['TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE', 'INVALID_TWO_FACTOR_COOKIE']) {
      expect(signInCodeFailure({ status: 401, code }, 'app').backToPassword, code).toBe(true);
    }
    expect(signInCodeFailure({ status: 401, code: 'INVALID_CODE' }, 'app').backToPassword).toBeUndefined();
  });

  it('tells a locked account to wait 15 minutes, and any other 429 to wait a moment', () => {
    expect(signInCodeFailure({ status: 429, code: 'ACCOUNT_TEMPORARILY_LOCKED' }, 'app').message).toBe(
      'Too many wrong codes. Please wait 15 minutes before trying again.',
    );
    expect(signInCodeFailure({ status: 429 }, 'backup').message).toBe(
      'Too many sign-in attempts. Please wait a moment before trying again.',
    );
  });

  it('says a suspended account is suspended (decision 085)', () => {
    expect(signInCodeFailure({ status: 403, code: 'ACCOUNT_SUSPENDED' }, 'app').message).toBe(
      'This account has been suspended by the site administrators. Contact them if you think this is a mistake.',
    );
  });
});

describe('passkey sign-in failures (product-rules.md#passkeys)', () => {
  it('tells a closed dialog as information, not as an error', () => {
    expect(passkeySignInFailure('cancelled')).toEqual({
      message: 'No passkey was used. You can try again, or sign in with your e-mail and password.',
      kind: 'info',
    });
  });

  it('says what to do with a passkey no account has', () => {
    expect(passkeySignInFailure({ status: 401, code: 'PASSKEY_UNKNOWN' }).message).toBe(
      'This passkey is not saved in any account here. Sign in with your e-mail and password, then add a passkey in Settings.',
    );
  });

  it('refuses a suspended account and one awaiting approval with the words of a password sign-in', () => {
    expect(passkeySignInFailure({ status: 403, code: 'ACCOUNT_SUSPENDED' }).message).toBe(
      'This account has been suspended by the site administrators. Contact them if you think this is a mistake.',
    );
    expect(passkeySignInFailure({ status: 403, code: 'ACCOUNT_AWAITING_APPROVAL' })).toMatchObject({
      kind: 'info',
    });
  });

  it('answers any other failure with one sentence, never the server’s detail', () => {
    expect(
      passkeySignInFailure({ status: 401, code: 'PASSKEY_NOT_VERIFIED', message: 'detail' }).message,
    ).toBe('Signing in with the passkey did not work. Please try again.');
  });
});

describe('sign-in failures (product-rules.md#auth-messages)', () => {
  it('answers a wrong password, an unknown address and an unconfirmed one alike', () => {
    expect(signInFailure({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD', message: 'x' })).toEqual({
      message: INVALID_CREDENTIALS,
    });
    expect(signInFailure({ status: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' })).toEqual(
      {
        message: INVALID_CREDENTIALS,
      },
    );
  });

  it('says a suspended account is suspended (decision 085), unlike any other 403', () => {
    expect(signInFailure({ status: 403, code: 'ACCOUNT_SUSPENDED', message: 'x' }).message).toBe(
      'This account has been suspended by the site administrators. Contact them if you think this is a mistake.',
    );
  });

  it('asks to wait after too many attempts', () => {
    expect(signInFailure({ status: 429, message: 'Too many requests' }).message).toBe(
      'Too many sign-in attempts. Please wait a moment before trying again.',
    );
  });

  it('sends an unknown account to sign-up when the server says so', () => {
    expect(signInFailure({ status: 404, code: 'USER_NOT_FOUND' })).toEqual({
      message: 'No account found with this email. Please sign up first.',
      switchTo: 'signup',
    });
  });

  it('passes any other message on, or says it failed without detail', () => {
    expect(signInFailure({ status: 500, message: 'Database down' }).message).toBe(
      'Sign in failed: Database down',
    );
    expect(signInFailure({ status: 500 }).message).toBe(
      'Sign in failed. Please check your credentials and try again.',
    );
    expect(signInFailure(null).message).toBe('Sign in failed. Please check your credentials and try again.');
  });
});

describe('sign-up failures (product-rules.md#auth-messages)', () => {
  it('sends a registered address to sign-in', () => {
    expect(
      signUpFailure({ status: 422, code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'x' }),
    ).toEqual({
      message: 'An account with this email already exists. Please try signing in instead.',
      switchTo: 'signin',
    });
  });

  it('lists the reasons of a weak password', () => {
    expect(
      signUpFailure({
        status: 400,
        code: 'WEAK_PASSWORD',
        reasons: ['Password must contain at least one number', 7],
      }),
    ).toEqual({
      message: WEAK_PASSWORD,
      reasons: ['Password must contain at least one number'],
    });
  });

  it('asks to wait after too many attempts, and passes other messages on', () => {
    expect(signUpFailure({ status: 429 }).message).toBe(
      'Too many signup attempts. Please wait a few minutes before trying again.',
    );
    expect(signUpFailure({ status: 400, message: 'Name must be at least 2 characters.' }).message).toBe(
      'Failed to create account: Name must be at least 2 characters.',
    );
    expect(signUpFailure(undefined).message).toBe('Failed to create account. Please try again.');
  });
});

describe('password reset failures (product-rules.md#auth-messages)', () => {
  it('requesting a link', () => {
    expect(resetRequestFailure({ status: 429 }).message).toBe(
      'Too many reset requests. Please wait a few minutes before trying again.',
    );
    expect(resetRequestFailure({ status: 500, message: 'SMTP refused' }).message).toBe(
      'Failed to send reset email: SMTP refused',
    );
  });

  it('setting the new password', () => {
    expect(
      resetPasswordFailure({ status: 400, code: 'INVALID_TOKEN', message: 'invalid token' }).message,
    ).toBe('Password reset link is invalid or expired. Please request a new one.');
    expect(resetPasswordFailure({ status: 400, code: 'WEAK_PASSWORD', reasons: ['r'] })).toEqual({
      message: WEAK_PASSWORD,
      reasons: ['r'],
    });
    expect(resetPasswordFailure({ status: 500, message: 'boom' }).message).toBe(
      'Failed to update password: boom',
    );
  });
});

describe('failureOf', () => {
  it('keeps our failures and calls anything thrown unexpected', () => {
    expect(failureOf(new AuthFailureError({ message: 'kept' }))).toEqual({ message: 'kept' });
    expect(failureOf(new TypeError('Failed to fetch'))).toEqual({
      message: 'An unexpected error occurred. Please try again later.',
    });
    expect(unexpectedError()).toBe('An unexpected error occurred. Please try again later.');
  });
});

describe('the sign-up modes’ refusals (product-rules.md#sign-up-modes)', () => {
  const waiting = { status: 403, code: 'ACCOUNT_AWAITING_APPROVAL', message: 'Your account is waiting…' };

  it('tells a person whose account waits for approval, on sign-in and sign-up alike, as news rather than a fault', () => {
    const expected = {
      message:
        'Your account is waiting for approval by a site administrator. We will e-mail you as soon as you can sign in.',
      kind: 'info',
    };
    expect(signInFailure(waiting)).toEqual(expected);
    expect(signUpFailure(waiting)).toEqual(expected);
  });

  it('tells a stranger that sign-up is invite-only', () => {
    expect(signUpFailure({ status: 403, code: 'SIGN_UP_INVITE_ONLY', message: 'x' }).message).toBe(
      'This HabitSprint is invite-only. You can sign up with an invitation sent to your e-mail address or with an invite link from an administrator.',
    );
  });
});
