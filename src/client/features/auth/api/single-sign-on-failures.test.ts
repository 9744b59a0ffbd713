import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { singleSignOnFailure } from './single-sign-on-failures';

// product-rules.md#single-sign-on: what the sign-in screen says for each ?error= single sign-on comes back with
const failure = (code: string) => singleSignOnFailure(code, 'Company SSO', i18n);

describe('single sign-on failures', () => {
  it('says why an existing account was not joined, and what to do, never that it was taken', () => {
    expect(failure('account_not_linked')).toEqual({
      message:
        'An account with this e-mail address already exists. Company SSO can sign you in to it only once the address is confirmed both by Company SSO and here: sign in with your password, confirm your address if asked, then continue with Company SSO again.',
    });
  });

  it('says the provider has not confirmed the address of someone new', () => {
    expect(failure('SINGLE_SIGN_ON_ADDRESS_UNCONFIRMED').message).toBe(
      'Company SSO has not confirmed your e-mail address, so no account can be made with it. Confirm the address with Company SSO, then try again.',
    );
  });

  it('tells the refusals every way of signing in shares in their own words; waiting and cancelling as news', () => {
    expect(failure('ACCOUNT_SUSPENDED').message).toMatch(/^This account has been suspended/);
    expect(failure('SIGN_UP_INVITE_ONLY').message).toMatch(/is invite-only/);
    expect(failure('ACCOUNT_AWAITING_APPROVAL')).toMatchObject({ kind: 'info' });
    expect(failure('access_denied')).toEqual({
      message: 'Signing in with Company SSO was cancelled.',
      kind: 'info',
    });
  });

  it('answers any other code (a tampered or expired flow, the provider out of reach) with "did not work"', () => {
    for (const code of ['state_mismatch', 'invalid_code', 'please_restart_the_process', '<script>']) {
      expect(failure(code)).toEqual({
        message: 'Signing in with Company SSO did not work. Please try again.',
      });
    }
  });
});
