import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { Leaderboard, StandardLeaderboardEntry } from '#shared/leaderboards/leaderboards.types';
import { leaderboardRows } from './leaderboard-rows';

const entry = (userId: string, position: number): StandardLeaderboardEntry => ({
  userId,
  userName: `Person ${userId}`,
  avatar: null,
  position,
  score: 50,
  streak: 2,
  sugarFreeDays: 3,
  totalDays: 6,
  joinedDay: null,
  restDays: 0,
  latestCheckIn: null,
});

const board = (
  entries: StandardLeaderboardEntry[],
  viewerEntry: StandardLeaderboardEntry | null,
): Leaderboard => ({
  challengeId: 'c',
  kind: 'standard',
  title: 'Sugar-Free Champions',
  entries,
  viewerEntry,
  totalEntries: 10,
});

describe('leaderboardRows', () => {
  it('marks the viewer in the list and keeps no separate row', () => {
    const { rows, viewerRowBelow, figureLabels, rankingRule } = leaderboardRows(
      board([entry('a', 1), entry('b', 2)], entry('b', 2)),
      i18n,
    );
    expect(rows.map((row) => row.isViewer)).toEqual([false, true]);
    expect(viewerRowBelow).toBeNull();
    expect(rankingRule).toBe(
      'Ranked by days met, then score, then best streak. Equal results share a place.',
    );
    expect(figureLabels).toEqual(['Score', 'Best streak', 'Days']);
    expect(rows[0]!.figures.map((figure) => figure.value)).toEqual(['50%', '2', '3/6']);
  });

  it('keeps the viewer apart when they rank below the entries shown', () => {
    const { rows, viewerRowBelow } = leaderboardRows(board([entry('a', 1)], entry('z', 7)), i18n);
    expect(rows.some((row) => row.isViewer)).toBe(false);
    expect(viewerRowBelow).toMatchObject({ userId: 'z', position: 7, isViewer: true });
  });

  it('shows the step board figures, the average rounded', () => {
    const { figureLabels, rows, rankingRule } = leaderboardRows(
      {
        challengeId: 'c',
        kind: 'steps',
        title: 'Step Masters',
        entries: [
          {
            userId: 'a',
            name: 'A',
            avatar: null,
            position: 1,
            latestCheckIn: null,
            totalPercentage: 1250,
            averagePercentage: 89.29,
            daysCompleted: 14,
            joinedDay: null,
            restDays: 0,
            totalSteps: 412345,
          },
        ],
        viewerEntry: null,
        totalEntries: 1,
      },
      i18n,
    );
    expect(figureLabels).toEqual(['Points', 'Daily average', 'Days Completed', 'Total Steps']);
    expect(rows[0]!.figures.map((figure) => figure.value)).toEqual(['1,250', '89%', '14', '412,345']);
    expect(rankingRule).toContain('Ranked by points, then daily average.');
  });
});
