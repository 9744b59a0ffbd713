import type {
  CalendarFeedSettingsInput,
  CreateCalendarFeedInput,
} from '#shared/calendar-feed/calendar-feed.schemas';
import type { CalendarFeedStatus, CreatedCalendarFeed } from '#shared/calendar-feed/calendar-feed.types';
import type { Actor, Deps } from '#server/app-env';
import { notFound } from '#server/lib/domain-error';
import { hashSecretToken, isWellFormedSecretToken, newSecretToken } from '#server/lib/secret-token';
import { calendarFeedIcs } from './calendar-feed-ics';
import { calendarFeedMessages } from './calendar-feed-messages';
import {
  challengesTakenPartIn,
  deleteCalendarFeed,
  findCalendarFeed,
  saveCalendarFeedSecret,
  touchCalendarFeedBySecretHash,
  updateCalendarFeedSettings,
} from './calendar-feed.queries';
import { i18nFor } from '#server/i18n/i18n-for';

export const calendarFeedUrl = (appUrl: string, secret: string) => `${appUrl}/api/calendar/${secret}.ics`;

type FeedRow = { includeCheckIns: boolean; createdAt: Date; lastFetchedAt: Date | null };
const statusOf = (row: FeedRow | null): CalendarFeedStatus => ({
  active: row !== null,
  includeCheckIns: row?.includeCheckIns ?? false,
  createdAt: row?.createdAt.toISOString() ?? null,
  lastFetchedAt: row?.lastFetchedAt?.toISOString() ?? null,
});

export async function getCalendarFeed(deps: Deps, actor: Actor): Promise<CalendarFeedStatus> {
  return statusOf(await findCalendarFeed(deps.db, actor.userId));
}

/** A new secret link; an existing one is replaced, and its URL answers 404 from now on ("Reset link"). */
export async function createCalendarFeed(
  deps: Deps,
  actor: Actor,
  input: CreateCalendarFeedInput,
): Promise<CreatedCalendarFeed> {
  const secret = newSecretToken();
  const row = await saveCalendarFeedSecret(deps.db, {
    userId: actor.userId,
    secretHash: hashSecretToken(secret),
    includeCheckIns: input.includeCheckIns,
    now: deps.clock.now(),
  });
  return { ...statusOf(row), url: calendarFeedUrl(deps.env.APP_URL, secret) };
}

export async function updateCalendarFeed(
  deps: Deps,
  actor: Actor,
  input: CalendarFeedSettingsInput,
): Promise<CalendarFeedStatus> {
  const row = await updateCalendarFeedSettings(deps.db, actor.userId, input.includeCheckIns);
  if (!row) throw notFound(calendarFeedMessages.noFeed);
  return statusOf(row);
}

/** Turns the link off: its URL answers 404, and no new one exists until the person makes one. */
export async function removeCalendarFeed(deps: Deps, actor: Actor): Promise<void> {
  if (!(await deleteCalendarFeed(deps.db, actor.userId))) throw notFound(calendarFeedMessages.noFeed);
}

/**
 * GET /api/calendar/<secret>.ics, without a session: the secret is the only proof. A malformed, unknown, reset or
 * removed secret is the same 404. Two statements whatever the number of challenges; its words in the person's
 * language.
 */
export async function calendarFeedFor(deps: Deps, secret: string): Promise<string> {
  if (!isWellFormedSecretToken(secret)) throw notFound(calendarFeedMessages.feedNotFound);
  const now = deps.clock.now();
  const feed = await touchCalendarFeedBySecretHash(deps.db, hashSecretToken(secret), now);
  if (!feed) throw notFound(calendarFeedMessages.feedNotFound);
  const challenges = await challengesTakenPartIn(deps.db, feed.userId);
  return calendarFeedIcs({
    i18n: i18nFor(feed.locale),
    appUrl: deps.env.APP_URL,
    now,
    challenges,
    includeCheckIns: feed.includeCheckIns,
  });
}
