import { z } from 'zod';
import { instantAnswer } from '#shared/domain/answer-fields';
import { passkeyAnswer } from '#shared/passkeys/passkeys.types';

// The JSON src/server/features/account answers with (decision 059: the OpenAPI document is generated from these).

/** One signed-in session of the person, as the devices list shows it (nothing from the IP address). */
export const signedInDeviceAnswer = z.object({
  /** better-auth's session id: an opaque string, not a UUID */
  id: z.string().min(1),
  /** from the user agent, e.g. 'Firefox 133'; 'Unknown browser' when it says nothing we recognise */
  browser: z.string(),
  /** e.g. 'macOS', 'Android 15'; 'Unknown system' likewise */
  os: z.string(),
  deviceType: z.enum(['desktop', 'mobile', 'tablet', 'unknown']),
  signedInAt: instantAnswer(),
  /** when the session was last refreshed: at sign-in, then at most once a day while it is used */
  lastSeenAt: instantAnswer(),
  /** the session of the browser asking */
  isCurrent: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDeviceAnswer>;

/** GET /api/account/security: the whole "Sign-in and security" section from one request. */
export const accountSecurityAnswer = z.object({
  email: z.email(),
  /** the address a confirmation link was sent to and not yet opened (null when none is pending) */
  pendingEmail: z.email().nullable(),
  /** two-step verification is on: signing in asks for a code from an authenticator app (decision 088) */
  twoFactorEnabled: z.boolean(),
  /** this device first, then by last seen, newest first */
  devices: z.array(signedInDeviceAnswer),
  /** the person's passkeys, newest first (decision 089) */
  passkeys: z.array(passkeyAnswer),
});
export type AccountSecurity = z.infer<typeof accountSecurityAnswer>;

/** POST /api/account/password */
export const passwordChangedAnswer = z.object({ signedOutDevices: z.number().int().nonnegative() });
export type PasswordChanged = z.infer<typeof passwordChangedAnswer>;

/** POST /api/account/email */
export const emailChangeRequestedAnswer = z.object({ pendingEmail: z.email() });
export type EmailChangeRequested = z.infer<typeof emailChangeRequestedAnswer>;

/** DELETE /api/account/sessions/{id} and POST /api/account/sessions/sign-out-others */
export const devicesSignedOutAnswer = z.object({ signedOutDevices: z.number().int().nonnegative() });
export type DevicesSignedOut = z.infer<typeof devicesSignedOutAnswer>;

/** GET /api/account/single-sign-on: the provider identity joined to the account (decision 090), null when none. */
export const singleSignOnIdentityAnswer = z.object({
  identity: z
    .object({
      /** the provider's name (OIDC_NAME) */
      provider: z.string(),
      /** when the identity was joined to the account (its first single sign-on) */
      linkedAt: instantAnswer(),
    })
    .nullable(),
});
export type SingleSignOnIdentity = z.infer<typeof singleSignOnIdentityAnswer>;
