import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ACCOUNT_AWAITING_APPROVAL, SIGN_UP_INVITE_ONLY } from '#shared/auth/admission-codes';
import {
  SINGLE_SIGN_ON_ACCOUNT_NOT_LINKED,
  SINGLE_SIGN_ON_ADDRESS_UNCONFIRMED,
  SINGLE_SIGN_ON_CANCELLED,
} from '#shared/auth/single-sign-on';
import { ACCOUNT_SUSPENDED_CODE } from '#shared/moderation/account-suspended';
import { ACCOUNT_SUSPENDED, AWAITING_APPROVAL, INVITE_ONLY, type AuthFailure } from './auth-failures';

/**
 * What the sign-in screen says when single sign-on comes back refused, by the code in its ?error=
 * (product-rules.md#single-sign-on); `provider` is the provider's name. A code we do not know (a tampered or expired
 * flow, the provider out of reach) gets the general "did not work".
 */
export function singleSignOnFailure(code: string, provider: string, i18n: I18n): AuthFailure {
  switch (code) {
    case SINGLE_SIGN_ON_ACCOUNT_NOT_LINKED:
      return {
        message: i18n._(
          msg`An account with this e-mail address already exists. ${provider} can sign you in to it only once the address is confirmed both by ${provider} and here: sign in with your password, confirm your address if asked, then continue with ${provider} again.`,
        ),
      };
    case SINGLE_SIGN_ON_ADDRESS_UNCONFIRMED:
      return {
        message: i18n._(
          msg`${provider} has not confirmed your e-mail address, so no account can be made with it. Confirm the address with ${provider}, then try again.`,
        ),
      };
    case SINGLE_SIGN_ON_CANCELLED:
      return { message: i18n._(msg`Signing in with ${provider} was cancelled.`), kind: 'info' };
    case ACCOUNT_SUSPENDED_CODE:
      return { message: i18n._(ACCOUNT_SUSPENDED) };
    case SIGN_UP_INVITE_ONLY:
      return { message: i18n._(INVITE_ONLY) };
    case ACCOUNT_AWAITING_APPROVAL:
      return { message: i18n._(AWAITING_APPROVAL), kind: 'info' };
    default:
      return { message: i18n._(msg`Signing in with ${provider} did not work. Please try again.`) };
  }
}
