import type { CalendarDate } from '../domain/calendar-date';
import type { ChallengeStatus } from '../domain/challenge-status';
import type { PersonSummary } from '../users/users.types';
import type { RoundLinks } from '../challenge-rounds/challenge-rounds.types';
import type { ChallengeType } from './challenge-types';

// The JSON src/server/features/challenges answers with. Dates are 'yyyy-MM-dd'.

/** A challenge as lists and cards show it. `today` is the challenge's today, in its creator's timezone. */
export interface ChallengeSummary {
  id: string;
  title: string;
  description: string;
  challengeType: ChallengeType;
  startDate: CalendarDate;
  endDate: CalendarDate;
  status: ChallengeStatus;
  today: CalendarDate;
  organizer: PersonSummary | null;
  participantCount: number;
  maxParticipants: number;
  templateId: string | null;
}

/** GET /api/challenges/:id — any signed-in person with the link (a non-participant sees the join prompt). */
export interface ChallengeDetail extends ChallengeSummary {
  rules: string[];
  goalConfig: Record<string, unknown>;
  timezone: string;
  /** rest days each participant may declare (product-rules.md#rest-days) */
  restDayBudget: number;
  participants: PersonSummary[];
  progress: { daysPassed: number; totalDays: number; daysRemaining: number };
  viewer: {
    isOrganizer: boolean;
    isParticipant: boolean;
    /** the viewer's own today, in their timezone: no check-in may be later */
    today: CalendarDate;
    canCheckIn: boolean;
  };
  /** true once 7 days after the end date have passed (product-rules.md#check-in-windows) */
  isCheckInLocked: boolean;
  /**
   * the group it was created in (product-rules.md#group-challenges: the organizer's Group tab), null when not
   * group-linked
   */
  group: { id: string; name: string } | null;
  /** its place in a series of rounds (product-rules.md#results-and-rounds): number 1 with no links when alone */
  round: RoundLinks;
}

/**
 * The summary's fields a signed-out visitor of the share link may see (no people, no template link, no "today"):
 * named one by one, so that a field the summary gains stays private until it is listed here.
 */
export const PUBLIC_SUMMARY_FIELDS = [
  'id',
  'title',
  'description',
  'challengeType',
  'startDate',
  'endDate',
  'status',
  'participantCount',
  'maxParticipants',
] as const satisfies readonly (keyof ChallengeSummary)[];
export type PublicSummaryField = (typeof PUBLIC_SUMMARY_FIELDS)[number];

/** GET /api/challenges/:id/public — the join page, also for signed-out visitors. */
export interface PublicChallenge extends Pick<ChallengeSummary, PublicSummaryField> {
  isFull: boolean;
  /** who organizes it, by name only (null without one): the share link's "who invited you" */
  organizerName: string | null;
}

/** GET /api/challenges/templates */
export interface TemplateChallenge {
  id: string;
  title: string;
  description: string;
  challengeType: ChallengeType;
  rules: string[];
  goalConfig: Record<string, unknown>;
}
