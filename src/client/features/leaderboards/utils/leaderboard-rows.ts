import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type {
  AmountLeaderboardEntry,
  BoardCheckIn,
  EntryMarks,
  Leaderboard,
  StandardLeaderboardEntry,
  StepLeaderboardEntry,
} from '#shared/leaderboards/leaderboards.types';
import { RANKING_RULES } from '#shared/leaderboards/ranking';
import { amountText } from '#shared/challenges/amount-texts';
import type { AmountGoal } from '#shared/challenges/daily-goal';
import { formatNumber, formatPercent } from '#client/i18n/formats';
import { deviceToday } from '#client/lib/device-today';

/** One board row as every layout draws it: who, where, and the board's figures in column order. */
export interface LeaderboardRow {
  userId: string;
  position: number;
  name: string;
  avatar: string | null;
  isViewer: boolean;
  /** 'joined day 6', '1 rest day' (decision 039) */
  marks: string[];
  figures: { label: string; value: string }[];
  /** their latest check-in in this challenge, to cheer (product-rules.md#cheers) */
  latestCheckIn: BoardCheckIn | null;
}

export interface LeaderboardRows {
  figureLabels: string[];
  /** the board's order and tie-break in words (decision 061) */
  rankingRule: string;
  rows: LeaderboardRow[];
  /** the viewer's own row when it ranks below the entries shown */
  viewerRowBelow: LeaderboardRow | null;
}

/** A late joiner's day and the rest days taken, as the board marks them (product-rules.md#leaderboards). */
export function entryMarks({ joinedDay, restDays }: EntryMarks, i18n: I18n): string[] {
  return [
    ...(joinedDay !== null ? [i18n._(msg`joined day ${joinedDay}`)] : []),
    ...(restDays > 0 ? [i18n._(msg`${plural(restDays, { one: '# rest day', other: '# rest days' })}`)] : []),
  ];
}

/**
 * 'synced today' when the entry's today came from the person's phone (product-rules.md#synced-amounts): a mark
 * beside the name, like the rest days; it changes no rank.
 */
function syncedTodayMark(latest: BoardCheckIn | null, i18n: I18n): string[] {
  return latest?.source === 'synced' && latest.date === deviceToday() ? [i18n._(msg`synced today`)] : [];
}

/** Who stands where, the same on both boards: only where the name is read from and the figures differ. */
const rowOf = (
  entry: Pick<StandardLeaderboardEntry, 'userId' | 'position' | 'avatar' | 'latestCheckIn'> & EntryMarks,
  name: string,
  viewerId: string | undefined,
  figures: LeaderboardRow['figures'],
  i18n: I18n,
): LeaderboardRow => ({
  userId: entry.userId,
  position: entry.position,
  name,
  avatar: entry.avatar,
  isViewer: entry.userId === viewerId,
  marks: [...entryMarks(entry, i18n), ...syncedTodayMark(entry.latestCheckIn, i18n)],
  latestCheckIn: entry.latestCheckIn,
  figures,
});

const standardRow = (
  entry: StandardLeaderboardEntry,
  viewerId: string | undefined,
  i18n: I18n,
): LeaderboardRow =>
  rowOf(
    entry,
    entry.userName,
    viewerId,
    [
      { label: i18n._(msg`Score`), value: formatPercent(entry.score) },
      // the spec's 'streak' is the best one: said so, beside the Today panel's current streak (decision 061)
      { label: i18n._(msg`Best streak`), value: formatNumber(entry.streak) },
      { label: i18n._(msg`Days`), value: `${entry.sugarFreeDays}/${entry.totalDays}` },
    ],
    i18n,
  );

const amountRow = (
  entry: AmountLeaderboardEntry,
  goal: AmountGoal,
  viewerId: string | undefined,
  i18n: I18n,
): LeaderboardRow => {
  const row = standardRow(entry, viewerId, i18n);
  // the tie-break's figures beside the standard ones, each with its unit (decision 082)
  return {
    ...row,
    figures: [
      ...row.figures,
      { label: i18n._(msg`Total`), value: amountText(i18n, entry.amountTotal, goal) },
      { label: i18n._(msg`Daily average`), value: amountText(i18n, entry.amountAverage, goal) },
    ],
  };
};

const stepRow = (entry: StepLeaderboardEntry, viewerId: string | undefined, i18n: I18n): LeaderboardRow =>
  rowOf(
    entry,
    entry.name,
    viewerId,
    [
      // the spec's 'total percentage' is a sum of daily points (up to 100 a day), never a percentage: 'Points', and
      // the per-day rate beside it (decision 061)
      { label: i18n._(msg`Points`), value: formatNumber(entry.totalPercentage) },
      // product-rules.md#leaderboards: the average is shown rounded
      { label: i18n._(msg`Daily average`), value: formatPercent(Math.round(entry.averagePercentage)) },
      { label: i18n._(msg`Days Completed`), value: formatNumber(entry.daysCompleted) },
      { label: i18n._(msg`Total Steps`), value: formatNumber(entry.totalSteps) },
    ],
    i18n,
  );

/**
 * The standard board (score, best streak, days), an amount goal's (the same with the total and the daily average) or
 * the step board (points and daily average, days completed, total
 * steps) as rows, with the rule that orders them, the viewer's row marked and, when it ranks outside the entries shown, kept apart.
 */
export function leaderboardRows(leaderboard: Leaderboard, i18n: I18n): LeaderboardRows {
  const viewerId = leaderboard.viewerEntry?.userId;
  const { rows, viewerRow, rule } = rowsOf(leaderboard, viewerId, i18n);
  return {
    rankingRule: i18n._(RANKING_RULES[rule]),
    figureLabels: (rows[0] ?? viewerRow)?.figures.map((figure) => figure.label) ?? [],
    rows,
    viewerRowBelow: viewerRow && !rows.some((row) => row.isViewer) ? viewerRow : null,
  };
}

/** Each board's entries as rows, by its kind, and the name of the rule that orders them. */
function rowsOf(leaderboard: Leaderboard, viewerId: string | undefined, i18n: I18n) {
  switch (leaderboard.kind) {
    case 'steps':
      return {
        rows: leaderboard.entries.map((entry) => stepRow(entry, viewerId, i18n)),
        viewerRow: leaderboard.viewerEntry && stepRow(leaderboard.viewerEntry, viewerId, i18n),
        rule: 'steps' as const,
      };
    case 'amount': {
      const { goal } = leaderboard;
      return {
        rows: leaderboard.entries.map((entry) => amountRow(entry, goal, viewerId, i18n)),
        viewerRow: leaderboard.viewerEntry && amountRow(leaderboard.viewerEntry, goal, viewerId, i18n),
        rule: goal.direction,
      };
    }
    case 'standard':
      return {
        rows: leaderboard.entries.map((entry) => standardRow(entry, viewerId, i18n)),
        viewerRow: leaderboard.viewerEntry && standardRow(leaderboard.viewerEntry, viewerId, i18n),
        rule: 'standard' as const,
      };
  }
}
