import type { I18n } from '@lingui/core';
import { templateIn } from '#shared/challenges/ready-made-templates';
import { dailyGoalOf } from '#shared/challenges/daily-goal';
import {
  type ChallengeDetail,
  type ChallengeSummary,
  PUBLIC_SUMMARY_FIELDS,
  type PublicChallenge,
  type PublicSummaryField,
} from '#shared/challenges/challenges.types';
import type { PersonSummary } from '#shared/users/users.types';
import type { TemplateChallenge } from '#shared/challenges/challenges.types';
import type { RoundLinks } from '#shared/challenge-rounds/challenge-rounds.types';
import type { ChallengeType } from '#shared/challenges/challenge-types';
import { calendarDateIn } from '#shared/domain/calendar-date';
import { challengeStatus, daysPassed, daysRemaining, totalDays } from '#shared/domain/challenge-status';
import { isCheckInLocked } from '#shared/domain/check-in-window';
import { displayName, publicName } from '#shared/domain/display-name';
import { isOrganizer } from './challenge-access';

// Rows become the JSON of src/shared/challenges/challenges.types.ts here, with status and progress derived from
// the dates and "today" in the challenge's own timezone (never stored, so never stale).

interface ChallengeRowForView {
  id: string;
  title: string;
  description: string;
  challengeType: ChallengeType;
  startDate: string;
  endDate: string;
  timezone: string;
  rules: string[];
  goalConfig: Record<string, unknown>;
  templateId: string | null;
  maxParticipants: number;
  restDayBudget: number;
  organizerId: string | null;
  organizerName: string | null;
  organizerEmail: string | null;
  organizerImage: string | null;
  participantCount: number;
}

/** What a list shows of a challenge: its row without the rules and settings only its page shows. */
export type SummaryRow = Omit<ChallengeRowForView, 'rules' | 'goalConfig' | 'restDayBudget'>;

/** The challenge's own today: status, days passed and the check-in lock are computed in its timezone. */
export const challengeToday = (challenge: { timezone: string }, now: Date) =>
  calendarDateIn(challenge.timezone, now);

export function toChallengeSummary(row: SummaryRow, now: Date): ChallengeSummary {
  const today = challengeToday(row, now);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    challengeType: row.challengeType,
    startDate: row.startDate,
    endDate: row.endDate,
    status: challengeStatus(row, today),
    today,
    organizer: row.organizerId
      ? {
          id: row.organizerId,
          name: displayName({ name: row.organizerName, email: row.organizerEmail }),
          avatar: row.organizerImage,
        }
      : null,
    participantCount: row.participantCount,
    maxParticipants: row.maxParticipants,
    templateId: row.templateId,
  };
}

interface Viewer {
  userId: string;
  timezone: string;
}

export function toChallengeDetail(
  row: ChallengeRowForView & { group: { id: string; name: string } | null; round: RoundLinks },
  participants: PersonSummary[],
  viewer: Viewer,
  now: Date,
): ChallengeDetail {
  const summary = toChallengeSummary({ ...row, participantCount: participants.length }, now);
  const isParticipant = participants.some((person) => person.id === viewer.userId);
  const checkInLocked = isCheckInLocked(row, summary.today);
  return {
    ...summary,
    rules: row.rules,
    goalConfig: row.goalConfig,
    dailyGoal: dailyGoalOf(row.challengeType, row.goalConfig),
    timezone: row.timezone,
    restDayBudget: row.restDayBudget,
    participants,
    progress: {
      daysPassed: daysPassed(row, summary.today),
      totalDays: totalDays(row),
      daysRemaining: daysRemaining(row, summary.today),
    },
    viewer: {
      isOrganizer: isOrganizer(row, viewer.userId),
      isParticipant,
      today: calendarDateIn(viewer.timezone, now),
      canCheckIn: isParticipant && !checkInLocked && summary.status !== 'upcoming',
    },
    isCheckInLocked: checkInLocked,
    group: row.group,
    round: row.round,
  };
}

/** What a signed-out visitor of the share link may see: the summary without people or template links. */
export function toPublicChallenge(row: ChallengeRowForView, now: Date): PublicChallenge {
  const summary = toChallengeSummary(row, now);
  const shown = Object.fromEntries(PUBLIC_SUMMARY_FIELDS.map((field) => [field, summary[field]])) as Pick<
    ChallengeSummary,
    PublicSummaryField
  >;
  return {
    ...shown,
    isFull: summary.participantCount >= summary.maxParticipants,
    organizerName: publicName(row.organizerName),
  };
}

/** A ready-made template as the lists show it: its texts in `i18n`'s language (the asker's), and its daily goal. */
export function toTemplateChallenge(
  i18n: I18n,
  row: Omit<TemplateChallenge, 'dailyGoal'> & { challengeType: ChallengeType; templateKey: string | null },
): TemplateChallenge {
  const { templateKey: _, ...template } = templateIn(i18n, row);
  return { ...template, dailyGoal: dailyGoalOf(row.challengeType, row.goalConfig) };
}
