import { SINGLE_SIGN_ON_PROVIDER_ID } from '#shared/auth/single-sign-on';
import type { SingleSignOnIdentity } from '#shared/account/account.types';
import { singleSignOnSettings } from '#server/auth/single-sign-on';
import type { Actor, Deps } from '#server/app-env';
import { findProviderIdentityLinkedAt } from './account.queries';

/** Settings' single sign-on line (decision 090): the identity joined to the account, while single sign-on is on. */
export async function getSingleSignOnIdentity(deps: Deps, actor: Actor): Promise<SingleSignOnIdentity> {
  const settings = singleSignOnSettings(deps.env);
  if (!settings) return { identity: null };
  const linkedAt = await findProviderIdentityLinkedAt(deps.db, actor.userId, SINGLE_SIGN_ON_PROVIDER_ID);
  return { identity: linkedAt && { provider: settings.name, linkedAt: linkedAt.toISOString() } };
}
