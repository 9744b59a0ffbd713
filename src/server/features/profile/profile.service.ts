import type { ProfileSettingsInput } from '#shared/profile/profile.schemas';
import type { Profile } from '#shared/profile/profile.types';
import type { Actor, Deps } from '#server/app-env';
import { notFound } from '#server/lib/domain-error';
import { siteAdminRights } from '#server/features/site-admin/site-admin.policy';
import { profileMessages } from './profile-messages';
import { findProfile, updateProfileSettings } from './profile.queries';

export async function getProfile(deps: Deps, actor: Actor): Promise<Profile> {
  const profile = await findProfile(deps.db, actor.userId);
  if (!profile) throw notFound(profileMessages.notFound);
  return { ...profile, admin: siteAdminRights(deps.env, actor) };
}

/** PATCH /api/me: only the settings sent change (the schema has already trimmed the name). */
export async function updateProfile(deps: Deps, actor: Actor, settings: ProfileSettingsInput) {
  const changes = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length > 0) await updateProfileSettings(deps.db, actor.userId, changes);
  return getProfile(deps, actor);
}
