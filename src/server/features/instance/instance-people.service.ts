import type { z } from 'zod';
import { isLocale, SOURCE_LOCALE } from '#shared/i18n/locales';
import { PEOPLE_PAGE_SIZE, type peopleSearchSchema } from '#shared/instance/instance.schemas';
import type { InstancePeople, InstancePerson } from '#shared/instance/instance.types';
import type { Actor, Deps } from '#server/app-env';
import { i18nFor } from '#server/i18n/i18n-for';
import { conflict, notFound } from '#server/lib/domain-error';
import { accountApprovedEmail } from '#server/mail/auth-emails';
import { isListedAdminAddress } from '#server/features/site-admin/site-admin.policy';
import { instanceMessages } from './instance-messages';
import { assertSiteAdmin } from './instance.policy';
import {
  approveWaitingAccount,
  countOtherSiteAdmins,
  deleteWaitingAccount,
  findPerson,
  searchPeople,
  setSiteAdmin,
} from './instance-people.queries';

type PersonRow = Awaited<ReturnType<typeof searchPeople>>[number];

function personView(deps: Deps, row: PersonRow): InstancePerson {
  const { siteAdmin, createdAt, suspendedAt, ...person } = row;
  const admin = isListedAdminAddress(deps.env, row.email) ? 'listed' : siteAdmin ? 'granted' : null;
  return { ...person, createdAt: createdAt.toISOString(), admin, suspended: suspendedAt !== null };
}

/** A page of the people search (everyone, by name, for an empty text). */
export async function findInstancePeople(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof peopleSearchSchema>,
): Promise<InstancePeople> {
  assertSiteAdmin(deps, actor);
  // one more than a page tells whether another page follows
  const rows = await searchPeople(deps.db, {
    text: input.q,
    offset: input.page * PEOPLE_PAGE_SIZE,
    limit: PEOPLE_PAGE_SIZE + 1,
  });
  return {
    people: rows.slice(0, PEOPLE_PAGE_SIZE).map((row) => personView(deps, row)),
    hasMore: rows.length > PEOPLE_PAGE_SIZE,
  };
}

async function existingPerson(deps: Deps, userId: string) {
  const person = await findPerson(deps.db, userId);
  if (!person) throw notFound(instanceMessages.personNotFound);
  return person;
}

/** Grants site administrator rights (decision 087): only to an account whose address is confirmed. */
export async function grantSiteAdmin(deps: Deps, actor: Actor, userId: string): Promise<InstancePerson> {
  assertSiteAdmin(deps, actor);
  const person = await existingPerson(deps, userId);
  if (!person.emailVerified) throw conflict(instanceMessages.adminNeedsConfirmedAddress);
  await setSiteAdmin(deps.db, userId, true, deps.clock.now());
  return personView(deps, { ...person, siteAdmin: true });
}

/**
 * Takes granted rights back. ADMIN_EMAILS' rights are the operator's, not the page's; and the last administrator
 * cannot leave the instance without one (taking their own rights back).
 */
export async function revokeSiteAdmin(deps: Deps, actor: Actor, userId: string): Promise<InstancePerson> {
  assertSiteAdmin(deps, actor);
  const person = await existingPerson(deps, userId);
  if (isListedAdminAddress(deps.env, person.email)) throw conflict(instanceMessages.listedAdmin);
  if (person.siteAdmin && (await countOtherSiteAdmins(deps.db, deps.env.ADMIN_EMAILS, userId)) === 0) {
    throw conflict(instanceMessages.lastAdmin);
  }
  await setSiteAdmin(deps.db, userId, false, deps.clock.now());
  return personView(deps, { ...person, siteAdmin: false });
}

/** Lets a waiting account sign in, and tells its person by e-mail in their language (after answering). */
export async function approveAccount(deps: Deps, actor: Actor, userId: string): Promise<void> {
  assertSiteAdmin(deps, actor);
  const approved = await approveWaitingAccount(deps.db, userId, deps.clock.now());
  if (!approved) throw notFound(instanceMessages.notWaiting);
  const i18n = i18nFor(isLocale(approved.locale) ? approved.locale : SOURCE_LOCALE);
  const message = accountApprovedEmail(
    i18n,
    approved.email,
    approved.name,
    `${deps.env.APP_URL}/auth?mode=signin`,
  );
  deps.backgroundTasks.run(
    deps.mailer.send(message).catch((err: unknown) => {
      deps.logger.error({ err, subject: message.subject }, 'An e-mail could not be sent');
    }),
  );
}

/** Declines a waiting account: it is deleted, and its address may sign up again. */
export async function declineAccount(deps: Deps, actor: Actor, userId: string): Promise<void> {
  assertSiteAdmin(deps, actor);
  if (!(await deleteWaitingAccount(deps.db, userId))) throw notFound(instanceMessages.notWaiting);
}
