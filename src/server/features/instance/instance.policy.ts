import type { Actor, Deps } from '#server/app-env';
import { forbidden } from '#server/lib/domain-error';
import { isSiteAdmin } from '#server/features/site-admin/site-admin.policy';
import { instanceMessages } from './instance-messages';

/** Every instance page action is a site administrator's (site-admin.policy.ts decides who is one). */
export function assertSiteAdmin(deps: Pick<Deps, 'env'>, actor: Actor) {
  if (!isSiteAdmin(deps.env, actor)) throw forbidden(instanceMessages.notAdmin);
}
