import type { Profile } from '#shared/profile/profile.types';
import type { Actor } from '#server/app-env';
import type { Env } from '#server/env';

export type SiteAdminRights = Profile['admin'];

/** An address ADMIN_EMAILS lists: its account is a site administrator whatever the instance page says. */
export const isListedAdminAddress = (env: Pick<Env, 'ADMIN_EMAILS'>, email: string) =>
  env.ADMIN_EMAILS.includes(email.trim().toLowerCase());

/**
 * Site administrators are the addresses in ADMIN_EMAILS and the accounts a site administrator made one (decision
 * 087), once confirmed: with REQUIRE_EMAIL_VERIFICATION off, anyone could sign up first with an administrator's
 * address, and only its owner can follow the e-mailed link.
 */
export function siteAdminRights(
  env: Pick<Env, 'ADMIN_EMAILS'>,
  actor: Pick<Actor, 'email' | 'emailVerified' | 'siteAdmin'>,
): SiteAdminRights {
  if (!actor.siteAdmin && !isListedAdminAddress(env, actor.email)) return null;
  return actor.emailVerified ? 'active' : 'needs-email-confirmation';
}

export const isSiteAdmin = (
  env: Pick<Env, 'ADMIN_EMAILS'>,
  actor: Pick<Actor, 'email' | 'emailVerified' | 'siteAdmin'>,
) => siteAdminRights(env, actor) === 'active';
