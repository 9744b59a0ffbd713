import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isAddress } from '#server/auth/confirmed-address';
import type { Database } from '#server/db/database';
import { sessions, users } from '#server/db/schema/auth';
import {
  challengeDepartures,
  challengeParticipants,
  challenges,
  checkIns,
} from '#server/db/schema/challenges';
import { apiTokens } from '#server/db/schema/api-tokens';
import { passkeys } from '#server/db/schema/passkeys';
import { checkInLinks } from '#server/db/schema/check-in-links';
import { calendarFeeds } from '#server/db/schema/calendar-feeds';
import { checkInFlags } from '#server/db/schema/check-in-flags';
import { checkInCheers } from '#server/db/schema/cheers';
import { pushSettings } from '#server/db/schema/push';
import { invitations } from '#server/db/schema/social';
import { pageAfter, type ReadPage } from './export-batches';
import { storedAmountGoal } from '#shared/challenges/daily-goal';

// The export's reads of the person's account, challenges and check-ins (decision 045): each a keyset page of rows
// that belong to the person, with only the other people's data the row needs (an organizer's name), never an address.

/** The profile and its settings (the calendar feed's, without its secret's hash): one statement. */
export async function readProfile(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      photo: users.image,
      timezone: users.timezone,
      locale: users.locale,
      remindersEnabled: users.remindersEnabled,
      reminderHour: users.reminderHour,
      reminderEmailEnabled: users.reminderEmailEnabled,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      pushSettings: {
        reminders: pushSettings.reminders,
        invitations: pushSettings.invitations,
        results: pushSettings.results,
        groupActivity: pushSettings.groupActivity,
        forumReplies: pushSettings.forumReplies,
        quietStart: pushSettings.quietStart,
        quietEnd: pushSettings.quietEnd,
      },
      calendarFeed: {
        includeCheckIns: calendarFeeds.includeCheckIns,
        createdAt: calendarFeeds.createdAt,
        lastFetchedAt: calendarFeeds.lastFetchedAt,
      },
    })
    .from(users)
    .leftJoin(pushSettings, eq(pushSettings.userId, users.id))
    .leftJoin(calendarFeeds, eq(calendarFeeds.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export const readSignedInDevices: ReadPage<{ id: string }> = (db, owner, after, limit) =>
  pageAfter(
    db
      .select({
        id: sessions.id,
        signedInAt: sessions.createdAt,
        lastSeenAt: sessions.updatedAt,
        expiresAt: sessions.expiresAt,
        userAgent: sessions.userAgent,
        ipAddress: sessions.ipAddress,
      })
      .from(sessions)
      .$dynamic(),
    eq(sessions.userId, owner.userId),
    { id: sessions.id },
    after,
    limit,
  );

/** Personal access tokens, without the secret's hash (decision 049). */
export const readApiTokens: ReadPage<{ id: string }> = (db, owner, after, limit) =>
  pageAfter(
    db
      .select({
        id: apiTokens.id,
        name: apiTokens.name,
        scope: apiTokens.scope,
        createdAt: apiTokens.createdAt,
        lastUsedAt: apiTokens.lastUsedAt,
      })
      .from(apiTokens)
      .$dynamic(),
    eq(apiTokens.userId, owner.userId),
    { id: apiTokens.id },
    after,
    limit,
  );

/** Passkeys, by their name and dates: the key is no part of a person's data they would read (decision 089). */
export const readPasskeys: ReadPage<{ id: string }> = (db, owner, after, limit) =>
  pageAfter(
    db
      .select({
        id: passkeys.id,
        name: passkeys.name,
        createdAt: passkeys.createdAt,
        lastUsedAt: passkeys.lastUsedAt,
      })
      .from(passkeys)
      .$dynamic(),
    eq(passkeys.userId, owner.userId),
    { id: passkeys.id },
    after,
    limit,
  );

/** The person's check-in links, without their secret's hash: the challenge by title. */
export const readCheckInLinks: ReadPage<{ id: string }> = (db, owner, after, limit) =>
  pageAfter(
    db
      .select({
        id: checkInLinks.id,
        challengeId: checkInLinks.challengeId,
        challengeTitle: challenges.title,
        createdAt: checkInLinks.createdAt,
        lastUsedAt: checkInLinks.lastUsedAt,
      })
      .from(checkInLinks)
      .innerJoin(challenges, eq(challenges.id, checkInLinks.challengeId))
      .$dynamic(),
    eq(checkInLinks.userId, owner.userId),
    { id: checkInLinks.id },
    after,
    limit,
  );

export const readChallengesOrganised: ReadPage<{ id: string }> = (db, owner, after, limit) =>
  pageAfter(
    db
      .select({
        id: challenges.id,
        title: challenges.title,
        description: challenges.description,
        startDate: challenges.startDate,
        endDate: challenges.endDate,
        timezone: challenges.timezone,
        rules: challenges.rules,
        challengeType: challenges.challengeType,
        goalConfig: challenges.goalConfig,
        maxParticipants: challenges.maxParticipants,
        restDayBudget: challenges.restDayBudget,
        templateId: challenges.templateId,
        roundNumber: challenges.roundNumber,
        previousRoundId: challenges.previousRoundId,
        createdAt: challenges.createdAt,
      })
      .from(challenges)
      .$dynamic(),
    eq(challenges.organizerId, owner.userId),
    { id: challenges.id },
    after,
    limit,
  );

const organizer = alias(users, 'organizer');

export const readParticipations: ReadPage<{ challengeId: string }> = (db, owner, after, limit) =>
  pageAfter(
    db
      .select({
        challengeId: challengeParticipants.challengeId,
        challengeTitle: challenges.title,
        startDate: challenges.startDate,
        endDate: challenges.endDate,
        joinedAt: challengeParticipants.joinedAt,
        // another person's name, as the challenge page shows it; never their address
        organizerName: organizer.name,
        isOrganizer: sql<boolean>`${challenges.organizerId} is not distinct from ${owner.userId}`,
      })
      .from(challengeParticipants)
      .innerJoin(challenges, eq(challenges.id, challengeParticipants.challengeId))
      .leftJoin(organizer, eq(organizer.id, challenges.organizerId))
      .$dynamic(),
    eq(challengeParticipants.userId, owner.userId),
    { challengeId: challengeParticipants.challengeId },
    after,
    limit,
  );

export const readDepartures: ReadPage<{ challengeId: string }> = (db, owner, after, limit) =>
  pageAfter(
    db
      .select({
        challengeId: challengeDepartures.challengeId,
        challengeTitle: challenges.title,
        departedAt: challengeDepartures.departedAt,
      })
      .from(challengeDepartures)
      .innerJoin(challenges, eq(challenges.id, challengeDepartures.challengeId))
      .$dynamic(),
    eq(challengeDepartures.userId, owner.userId),
    { challengeId: challengeDepartures.challengeId },
    after,
    limit,
  );

export interface ExportedCheckIn {
  id: string;
  challengeId: string;
  challengeTitle: string;
  date: string;
  kind: 'check_in' | 'rest';
  goalData: Record<string, unknown>;
  /** the organizer's word when the challenge's amount is counted in a unit of their own (goalData.unit 'custom') */
  customUnit: string | null;
  sugarFree: boolean;
  notes: string | null;
  /** 'typed' by the person or 'synced' by their phone's automation (product-rules.md#synced-amounts) */
  source: 'typed' | 'synced';
  cheersReceived: number;
  organizerFlag: { reason: string | null; flaggedAt: Date } | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The person's check-ins and rest days by date (then challenge): (user, challenge, date) is unique. */
export const readCheckIns: ReadPage<ExportedCheckIn> = async (db, owner, after, limit) => {
  const rows = await pageAfter(
    db
      .select({
        id: checkIns.id,
        challengeId: checkIns.challengeId,
        challengeTitle: challenges.title,
        date: checkIns.date,
        kind: checkIns.kind,
        goalData: checkIns.goalData,
        goalConfig: challenges.goalConfig,
        sugarFree: checkIns.sugarFree,
        notes: checkIns.notes,
        source: checkIns.source,
        cheersReceived: sql<number>`(select count(*)::int from check_in_cheers cc where cc.check_in_id = ${checkIns.id})`,
        flagReason: checkInFlags.reason,
        flaggedAt: checkInFlags.createdAt,
        createdAt: checkIns.createdAt,
        updatedAt: checkIns.updatedAt,
      })
      .from(checkIns)
      .innerJoin(challenges, eq(challenges.id, checkIns.challengeId))
      .leftJoin(checkInFlags, eq(checkInFlags.checkInId, checkIns.id))
      .$dynamic(),
    eq(checkIns.userId, owner.userId),
    { date: checkIns.date, challengeId: checkIns.challengeId },
    after,
    limit,
  );
  // the flag is the organizer's word about this check-in: its reason and day, not who gave it
  return rows.map(({ flagReason, flaggedAt, goalConfig, ...row }) => ({
    ...row,
    // a unit's word is the challenge's (it never changes once made: decision 082), not stored on each day
    customUnit: storedAmountGoal(goalConfig)?.customUnit ?? null,
    organizerFlag: flaggedAt ? { reason: flagReason, flaggedAt } : null,
  }));
};

export const readFlagsGiven: ReadPage<{ checkInId: string }> = (db, owner, after, limit) =>
  pageAfter(
    db
      .select({
        checkInId: checkInFlags.checkInId,
        challengeId: checkIns.challengeId,
        challengeTitle: challenges.title,
        checkInDate: checkIns.date,
        reason: checkInFlags.reason,
        flaggedAt: checkInFlags.createdAt,
      })
      .from(checkInFlags)
      .innerJoin(checkIns, eq(checkIns.id, checkInFlags.checkInId))
      .innerJoin(challenges, eq(challenges.id, checkIns.challengeId))
      .$dynamic(),
    eq(checkInFlags.flaggedBy, owner.userId),
    { checkInId: checkInFlags.checkInId },
    after,
    limit,
  );

export const readCheersGiven: ReadPage<{ checkInId: string }> = (db, owner, after, limit) =>
  pageAfter(
    db
      .select({
        checkInId: checkInCheers.checkInId,
        challengeId: checkIns.challengeId,
        challengeTitle: challenges.title,
        checkInDate: checkIns.date,
        cheeredAt: checkInCheers.createdAt,
      })
      .from(checkInCheers)
      .innerJoin(checkIns, eq(checkIns.id, checkInCheers.checkInId))
      .innerJoin(challenges, eq(challenges.id, checkIns.challengeId))
      .$dynamic(),
    eq(checkInCheers.userId, owner.userId),
    { checkInId: checkInCheers.checkInId },
    after,
    limit,
  );

// an invitation's token (the link) and the invited address are left out: the address is someone else's
const readInvitations = (db: Database, whose: SQL, after: { id: string } | null, limit: number) =>
  pageAfter(
    db
      .select({
        id: invitations.id,
        challengeId: invitations.challengeId,
        challengeTitle: challenges.title,
        status: invitations.status,
        sentAt: invitations.createdAt,
        expiresAt: invitations.expiresAt,
      })
      .from(invitations)
      .innerJoin(challenges, eq(challenges.id, invitations.challengeId))
      .$dynamic(),
    whose,
    { id: invitations.id },
    after,
    limit,
  );

export const readInvitationsSent: ReadPage<{ id: string }> = (db, owner, after, limit) =>
  readInvitations(db, eq(invitations.invitedBy, owner.userId), after, limit);

/** Invitations are kept by address (one may be sent to someone without an account): the confirmed one's. */
export const readInvitationsReceived: ReadPage<{ id: string }> = (db, owner, after, limit) =>
  readInvitations(db, isAddress(invitations.email, owner.confirmedAddress), after, limit);
