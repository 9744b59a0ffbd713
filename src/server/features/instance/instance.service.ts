import type { z } from 'zod';
import type { inviteLinkSchema } from '#shared/instance/instance.schemas';
import type {
  CreatedInviteLink,
  InstanceOverview,
  InviteLink,
  SignUpModeAnswer,
} from '#shared/instance/instance.types';
import { DEFAULT_SIGN_UP_MODE, type SignUpMode } from '#shared/instance/sign-up-modes';
import type { Actor, Deps } from '#server/app-env';
import { notFound } from '#server/lib/domain-error';
import { hashSecretToken, newSecretToken } from '#server/lib/secret-token';
import { instanceMessages } from './instance-messages';
import { assertSiteAdmin } from './instance.policy';
import {
  insertInviteLink,
  listInviteLinks,
  listWaitingAccounts,
  readModeAndCounts,
  revokeInviteLink,
  writeSignUpMode,
} from './instance.queries';
import { inviteLinkUrl, inviteLinkView } from './invite-link-view';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of the UTC day of `now`: the instance's counts are of that day, whoever reads them. */
const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** The instance page's first screen: mode, counts, waiting accounts and invite links, in three statements. */
export async function readInstanceOverview(deps: Deps, actor: Actor): Promise<InstanceOverview> {
  assertSiteAdmin(deps, actor);
  const now = deps.clock.now();
  const [{ mode, ...counts }, waiting, links] = await Promise.all([
    readModeAndCounts(deps.db, startOfUtcDay(now)),
    listWaitingAccounts(deps.db),
    listInviteLinks(deps.db),
  ]);
  return {
    signUpMode: mode ?? DEFAULT_SIGN_UP_MODE,
    counts,
    waiting: waiting.map((person) => ({ ...person, createdAt: person.createdAt.toISOString() })),
    inviteLinks: links.map((link) => inviteLinkView(link, now)),
  };
}

/** product-rules.md#sign-up-modes: accounts made before a change keep their standing. */
export async function changeSignUpMode(
  deps: Deps,
  actor: Actor,
  mode: SignUpMode,
): Promise<SignUpModeAnswer> {
  assertSiteAdmin(deps, actor);
  await writeSignUpMode(deps.db, mode, deps.clock.now());
  return { signUpMode: mode };
}

/** A new invite link; its code exists only in the answer's URL (the database keeps its hash). */
export async function createInviteLink(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof inviteLinkSchema>,
): Promise<CreatedInviteLink> {
  assertSiteAdmin(deps, actor);
  const now = deps.clock.now();
  const code = newSecretToken();
  const row = await insertInviteLink(deps.db, {
    codeHash: hashSecretToken(code),
    createdBy: actor.userId,
    maxUses: input.maxUses,
    expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
    createdAt: now,
  });
  return { link: inviteLinkView(row, now), url: inviteLinkUrl(deps.env.APP_URL, code) };
}

export async function revokeInstanceInviteLink(
  deps: Deps,
  actor: Actor,
  linkId: string,
): Promise<InviteLink> {
  assertSiteAdmin(deps, actor);
  const now = deps.clock.now();
  const row = await revokeInviteLink(deps.db, linkId, now);
  if (!row) throw notFound(instanceMessages.linkNotFound);
  return inviteLinkView(row, now);
}
