import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateIn } from '#shared/domain/calendar-date';
import { daysPassedOf } from '#shared/domain/standing';
import { compareStandard, compareSteps } from '#shared/leaderboards/ranking';
import { successRate } from '#shared/domain/scoring';
import { leaderboardStandings } from '#server/db/schema/challenges';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import {
  copyArb,
  givenTemplateWithCopies,
  insertBoarders,
  MONDAY,
  PEOPLE,
  standingOf,
} from '#server/testing/fixtures/template-boards';
import { readLeaderboard } from './leaderboards.service';

// A template's board is read from the tallies (rows per group ranked alike) and a few rows of the standings
// index, never by ranking every copy. Whatever the copies' dates, zones and standings, it must show exactly what
// ranking every row by hand shows.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertBoarders(t);
});
afterAll(() => t.close());

describe('a template board', () => {
  it('ranks every copy as ranking the rows by hand does: top, viewer’s position and total', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(copyArb, { minLength: 1, maxLength: PEOPLE }),
        fc.integer({ min: 0, max: 48 * 60 - 1 }),
        fc.integer({ min: 1, max: 6 }),
        fc.nat(),
        async (copyArbs, minutes, limit, viewerPick) => {
          const { copies } = await givenTemplateWithCopies(t, copyArbs);
          await t.db.insert(leaderboardStandings).values(copies.map(standingOf));
          const now = new Date(Date.parse(`${MONDAY}T00:00:00Z`) + minutes * 60_000);

          const rows = copies.map((copy) => {
            const passed = daysPassedOf(standingOf(copy), copy.challenge, calendarDateIn(copy.zone, now));
            return {
              userId: copy.userId,
              successfulDays: copy.successfulDays,
              bestStreak: copy.bestStreak,
              successRate: successRate(copy.successfulDays, passed),
              daysPassed: passed,
            };
          });
          const positionOf = (row: (typeof rows)[number]) =>
            1 + rows.filter((other) => compareStandard(other, row) < 0).length;
          const expected = [...rows]
            .sort((a, b) => compareStandard(a, b) || (a.userId < b.userId ? -1 : 1))
            .slice(0, limit)
            .map((row) => [row.userId, positionOf(row), row.successfulDays, row.successRate, row.bestStreak]);
          const viewer = copies[viewerPick % copies.length]!;

          const board = await readLeaderboard(t.db, viewer.challenge.id, viewer.userId, limit, now);
          if (board?.kind !== 'standard') throw new Error('a sugar-free template has a standard board');
          expect(
            board.entries.map((e) => [e.userId, e.position, e.sugarFreeDays, e.score, e.streak]),
          ).toEqual(expected);
          for (const entry of board.entries) {
            const copy = copies.find((c) => c.userId === entry.userId)!;
            expect([entry.joinedDay, entry.restDays]).toEqual([
              copy.lateBy > 0 ? copy.lateBy + 1 : null,
              copy.restOffsets.length,
            ]);
          }
          expect(board.viewerEntry?.position).toBe(positionOf(rows[viewerPick % copies.length]!));
          expect(board.totalEntries).toBe(copies.length);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('a step template board', () => {
  it('ranks every copy by total points, then average, as ranking the rows by hand does', async () => {
    const stepArb = fc.record({
      stepPoints: fc.integer({ min: 0, max: 6 }).map((n) => n * 50),
      checkIns: fc.integer({ min: 1, max: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArb, { minLength: 1, maxLength: PEOPLE }),
        fc.integer({ min: 1, max: 6 }),
        fc.nat(),
        async (standings, limit, viewerPick) => {
          const { copies } = await givenTemplateWithCopies(
            t,
            standings.map(() => ({
              startOffset: -5,
              length: 14,
              zone: 'UTC',
              successfulDays: 0,
              bestStreak: 0,
              lateBy: 0,
              restOffsets: [],
            })),
            'step_count',
          );
          await t.db.insert(leaderboardStandings).values(
            copies.map((copy, index) => ({
              ...standingOf(copy),
              stepPoints: standings[index]!.stepPoints,
              totalCheckIns: standings[index]!.checkIns,
            })),
          );
          const rows = copies.map((copy, index) => ({
            userId: copy.userId,
            totalPercentage: standings[index]!.stepPoints,
            averagePercentage: Math.round(standings[index]!.stepPoints / standings[index]!.checkIns),
          }));
          const positionOf = (row: (typeof rows)[number]) =>
            1 + rows.filter((other) => compareSteps(other, row) < 0).length;
          const expected = [...rows]
            .sort((a, b) => compareSteps(a, b) || (a.userId < b.userId ? -1 : 1))
            .slice(0, limit)
            .map((row) => [row.userId, positionOf(row), row.totalPercentage, row.averagePercentage]);
          const viewer = copies[viewerPick % copies.length]!;

          const board = await readLeaderboard(
            t.db,
            viewer.challenge.id,
            viewer.userId,
            limit,
            new Date(`${MONDAY}T12:00:00Z`),
          );
          if (board?.kind !== 'steps') throw new Error('a step template has a step board');
          expect(
            board.entries.map((e) => [e.userId, e.position, e.totalPercentage, e.averagePercentage]),
          ).toEqual(expected);
          expect(board.viewerEntry?.position).toBe(positionOf(rows[viewerPick % copies.length]!));
          expect(board.totalEntries).toBe(copies.length);
        },
      ),
      { numRuns: 30 },
    );
  });
});
