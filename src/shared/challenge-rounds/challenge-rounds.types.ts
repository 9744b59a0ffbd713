import type { CalendarDate } from '../domain/calendar-date';
import type { ChallengeType } from '../challenges/challenge-types';
import type { ChallengeStatus } from '../domain/challenge-status';
import type { PersonSummary } from '../users/users.types';

// The JSON of a completed challenge's results view and of "Run it again" (product-rules.md#results-and-rounds).

/** One day of a participant's calendar: met, missed, a rest day (product-rules.md#rest-days), or nothing at all. */
export type DayOutcome = 'met' | 'missed' | 'rest' | 'none';

/** A participant's final standing, as the challenge's own board ranks them (product-rules.md#leaderboards). */
export interface ResultsEntry {
  person: PersonSummary;
  /** shared positions (1, 2, 2, 4); null for someone without a check-in, who has no rank */
  position: number | null;
  successfulDays: number;
  successRate: number;
  bestStreak: number;
  /** a step challenge's total points and average percentage (0 for other types) */
  stepPoints: number;
  stepAverage: number;
  /** every counted day met (from the joined day, rest days left out: decision 039) */
  isPerfect: boolean;
  /** one outcome per day of the challenge, in the order of `ChallengeResults.days` */
  days: DayOutcome[];
}

/** One round of a series and how it went: the viewer's success rate and the whole group's. */
export interface RoundProgress {
  challengeId: string;
  roundNumber: number;
  startDate: CalendarDate;
  endDate: CalendarDate;
  status: ChallengeStatus;
  /** null when the viewer did not take part in that round */
  yourRate: number | null;
  /** successful days of everyone over everyone's days passed, as a percentage */
  groupRate: number;
}

/** GET /api/challenges/{id}/results — a completed challenge's results view, in one request. */
export interface ChallengeResults {
  challengeId: string;
  title: string;
  challengeType: ChallengeType;
  startDate: CalendarDate;
  endDate: CalendarDate;
  /** every day of the challenge, first to last: the calendars' columns */
  days: CalendarDate[];
  /** the entries placed 1 to 3 (more than three when some share a place) */
  podium: ResultsEntry[];
  /** everyone, ranked first, then those without a rank by name */
  entries: ResultsEntry[];
  /** the longest streak anyone reached, and who reached it (empty when nobody met a day) */
  longestStreak: { days: number; people: PersonSummary[] };
  viewer: { userId: string; isOrganizer: boolean; canRunAgain: boolean };
  round: RoundLinks;
  /** the series' rounds in order, this one included (just this one for a challenge never run again) */
  progress: RoundProgress[];
}

/** Where a round sits in its series: shown on every round's page. */
export interface RoundLinks {
  number: number;
  previous: { id: string; title: string } | null;
  next: { id: string; title: string; startDate: CalendarDate } | null;
}

/** POST /api/challenges/{id}/rounds — the new round and how many people were invited to it. */
export interface NextRound {
  id: string;
  roundNumber: number;
  startDate: CalendarDate;
  endDate: CalendarDate;
  invited: number;
}
