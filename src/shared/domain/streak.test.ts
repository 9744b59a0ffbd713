import { setupI18n } from '@lingui/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-date';
import { computeStanding } from './standing';
import {
  activeStreak,
  type MilestoneFacts,
  milestoneLabel,
  milestoneReached,
  streakLabel,
  streakOn,
} from './streak';

const english = setupI18n({ locale: 'en', messages: { en: {} } });
const day = (offset: number) => addDays('2026-03-01', offset);
const met = (offset: number) => ({ date: day(offset), met: true });
const missed = (offset: number) => ({ date: day(offset), met: false });

describe('streakOn', () => {
  it('counts the met days up to today', () => {
    expect(streakOn([met(0), met(1), met(2)], day(2))).toBe(3);
  });

  it('keeps the streak while today is not checked in yet', () => {
    expect(streakOn([met(0), met(1)], day(2))).toBe(2);
  });

  it('is broken by a missed day, even today', () => {
    expect(streakOn([met(0), met(1), missed(2)], day(2))).toBe(0);
    expect(streakOn([met(0), missed(1), met(2)], day(2))).toBe(1);
  });

  it('lapses once a whole day has passed without a check-in', () => {
    expect(streakOn([met(0), met(1)], day(3))).toBe(0);
  });

  it('is broken by a gap between check-ins', () => {
    expect(streakOn([met(0), met(2)], day(2))).toBe(1);
  });

  it('is 0 without check-ins', () => {
    expect(streakOn([], day(0))).toBe(0);
  });

  it('agrees with the facts a standing keeps (SQL twin of computeStanding)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ offset: fc.integer({ min: 0, max: 13 }), met: fc.boolean() }), {
          selector: (entry) => entry.offset,
        }),
        fc.integer({ min: 0, max: 15 }),
        (entries, todayOffset) => {
          const checkIns = entries.map((entry) => ({ date: day(entry.offset), met: entry.met }));
          const standing = computeStanding(
            checkIns.map(({ date, met: ok }) => ({ date, goalData: { sugarFree: ok }, sugarFree: ok })),
            { startDate: day(0), endDate: day(13), joinedOn: day(0) },
          );
          const latestDate =
            checkIns
              .map((c) => c.date)
              .sort()
              .at(-1) ?? null;
          const fromStanding = activeStreak(
            { currentStreak: standing?.currentStreak ?? 0, latestDate },
            day(todayOffset),
          );
          expect(streakOn(checkIns, day(todayOffset))).toBe(fromStanding);
        },
      ),
    );
  });
});

describe('milestoneReached', () => {
  const facts = (successfulDays: number, currentStreak: number, latest: number | null): MilestoneFacts => ({
    successfulDays,
    currentStreak,
    latestDate: latest === null ? null : day(latest),
  });
  const fortnight = { checkInDay: day(5), totalDays: 14 };

  it('celebrates the first met day of a challenge', () => {
    expect(milestoneReached(facts(0, 0, null), facts(1, 1, 5), fortnight)).toBe('first-day');
    expect(milestoneReached(facts(0, 0, 4), facts(1, 1, 5), fortnight)).toBe('first-day');
  });

  it('does not celebrate a missed day', () => {
    expect(milestoneReached(facts(0, 0, null), facts(0, 0, 5), fortnight)).toBeNull();
  });

  it('celebrates streaks of 3, 7 and 14 days when they are reached', () => {
    expect(milestoneReached(facts(2, 2, 4), facts(3, 3, 5), fortnight)).toBe('streak-3');
    expect(milestoneReached(facts(6, 6, 4), facts(7, 7, 5), fortnight)).toBe('streak-7');
    expect(milestoneReached(facts(13, 13, 4), facts(14, 14, 5), { ...fortnight, totalDays: 30 })).toBe(
      'streak-14',
    );
  });

  it('celebrates the biggest streak milestone a filled-in gap reaches', () => {
    expect(milestoneReached(facts(6, 3, 5), facts(7, 7, 5), fortnight)).toBe('streak-7');
  });

  it('does not celebrate again what was already reached (e.g. a note edited)', () => {
    expect(milestoneReached(facts(3, 3, 5), facts(3, 3, 5), fortnight)).toBeNull();
    expect(milestoneReached(facts(4, 4, 5), facts(4, 4, 5), fortnight)).toBeNull();
  });

  it('celebrates a streak reached again after a lapse', () => {
    // the old 5-day run ended a week ago: it no longer counts on day 5
    expect(milestoneReached(facts(7, 2, 4), facts(8, 3, 5), { checkInDay: day(5), totalDays: 30 })).toBe(
      'streak-3',
    );
  });

  it('celebrates a perfect challenge above everything else', () => {
    expect(milestoneReached(facts(13, 13, 12), facts(14, 14, 13), fortnight)).toBe('perfect-challenge');
    expect(milestoneReached(facts(0, 0, null), facts(1, 1, 0), { checkInDay: day(0), totalDays: 1 })).toBe(
      'perfect-challenge',
    );
  });
});

describe('labels', () => {
  it('names each milestone and the streak', () => {
    expect(milestoneLabel(english, 'first-day')).toBe('Milestone: first day done!');
    expect(milestoneLabel(english, 'streak-7')).toBe('Milestone: 7-day streak!');
    expect(milestoneLabel(english, 'perfect-challenge')).toBe('Milestone: perfect challenge, every day met!');
    expect(streakLabel(english, 3)).toBe('3-day streak');
    expect(streakLabel(english, 0)).toBeNull();
  });
});
