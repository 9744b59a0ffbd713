import { addDays, type CalendarDate } from '#shared/domain/calendar-date';
import { checkIns } from '#server/db/schema/challenges';
import { refreshStandings } from '#server/features/standings/standings.queries';
import type { TestApp } from '#server/testing/test-app';
import { insertChallenge, insertPerson, type Someone } from '#server/testing/given';

// Fixtures of the results view: a completed fortnight whose people and check-ins are written directly, with their
// standings kept as a check-in's transaction keeps them.

/**
 * A completed challenge organized by `organizer` with `others` taking part; `metDays[i]` are the day offsets
 * (0 = first day) person i (organizer first) met, `missedDays[i]` the ones they checked in as missed.
 */
export async function givenFinishedChallenge(
  t: TestApp,
  input: {
    organizer: Someone;
    others: Someone[];
    metDays?: number[][];
    missedDays?: number[][];
    title?: string;
  },
) {
  const challenge = await insertChallenge(t.db, {
    organizer: input.organizer,
    participants: input.others,
    status: 'completed',
    title: input.title ?? 'Morning Walk Sprint',
  });
  const people = [input.organizer, ...input.others];
  const rows: {
    userId: string;
    challengeId: string;
    date: CalendarDate;
    goalData: { sugarFree: boolean };
  }[] = [];
  people.forEach((person, index) => {
    const userId = 'user' in person ? person.user.id : person.id;
    for (const [days, met] of [
      [input.metDays?.[index] ?? [], true],
      [input.missedDays?.[index] ?? [], false],
    ] as const) {
      for (const day of days) {
        rows.push({
          userId,
          challengeId: challenge.id,
          date: addDays(challenge.startDate, day),
          goalData: { sugarFree: met },
        });
      }
    }
  });
  if (rows.length > 0)
    await t.db.insert(checkIns).values(rows.map((row) => ({ ...row, sugarFree: row.goalData.sugarFree })));
  await refreshStandings(t.db, challenge.id);
  return challenge;
}

/** `count` people who never call the API (seat fillers). */
export async function insertPeople(t: TestApp, count: number, name = 'Walker') {
  return Promise.all(
    Array.from({ length: count }, (_, index) => insertPerson(t.db, { name: `${name} ${index + 1}` })),
  );
}
