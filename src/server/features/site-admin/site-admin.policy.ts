import type { Profile } from '#shared/profile/profile.types';
import type { Actor } from '#server/app-env';
import type { Env } from '#server/env';

export type SiteAdminRights = Profile['admin'];

/**
 * Site administrators are the addresses in ADMIN_EMAILS, once confirmed: with REQUIRE_EMAIL_VERIFICATION off,
 * anyone could sign up first with an administrator's address, and only its owner can follow the e-mailed link.
 */
export function siteAdminRights(
  env: Pick<Env, 'ADMIN_EMAILS'>,
  actor: Pick<Actor, 'email' | 'emailVerified'>,
): SiteAdminRights {
  if (!env.ADMIN_EMAILS.includes(actor.email.trim().toLowerCase())) return null;
  return actor.emailVerified ? 'active' : 'needs-email-confirmation';
}

export const isSiteAdmin = (env: Pick<Env, 'ADMIN_EMAILS'>, actor: Pick<Actor, 'email' | 'emailVerified'>) =>
  siteAdminRights(env, actor) === 'active';
