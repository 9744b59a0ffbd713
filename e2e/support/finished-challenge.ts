import { expect } from '@playwright/test';
import type { NextRound } from '#shared/challenge-rounds/challenge-rounds.types';
import type { AmountGoal } from '#shared/challenges/daily-goal';
import {
  appOrigin,
  givenCheckIn,
  givenChallenge,
  givenJoined,
  journeyDate,
  type SignedIn,
} from './challenges';

// A completed challenge for the results journeys (e2e/finish-and-rematch.spec.ts, e2e/share-results.spec.ts).

/** An amount goal for a finished fortnight (decision 082), and what each person logs on its days (-14 to -1). */
export interface FortnightAmounts {
  goal: AmountGoal;
  participant: (day: number) => number;
  organizer: (day: number) => number;
}

/**
 * A fortnight that ended yesterday, with a participant: the challenge is created running (days -14 to +1, so it can
 * be joined), both check in for its past days, and its organizer then ends it yesterday (an active challenge's end
 * may move; product-rules.md#editing-a-challenge). No clock offset needed. By default a met-or-missed challenge
 * where the participant meets every day and the organizer every other day; with `amounts`, a challenge with that
 * amount goal where each logs the amounts given (met or missed as the goal judges them).
 */
export async function givenAFinishedFortnight(
  organizer: SignedIn,
  participant: SignedIn,
  { title = 'Morning Walk Sprint', amounts }: { title?: string; amounts?: FortnightAmounts } = {},
) {
  const challenge = await givenChallenge(organizer, {
    title,
    startDate: journeyDate(-14),
    endDate: journeyDate(1),
    ...(amounts ? { goalConfig: { amount: amounts.goal } } : {}),
  });
  await givenJoined(participant, challenge.id);
  for (let day = -14; day <= -1; day += 1) {
    const date = journeyDate(day);
    if (amounts) {
      await givenCheckIn(participant, challenge.id, { date, amount: amounts.participant(day) });
      await givenCheckIn(organizer, challenge.id, { date, amount: amounts.organizer(day) });
      continue;
    }
    await givenCheckIn(participant, challenge.id, { date, met: true });
    // the organizer meets every other day
    await givenCheckIn(organizer, challenge.id, { date, met: day % 2 === 0 });
  }
  const ended = await organizer.request.patch(`${appOrigin()}/api/challenges/${challenge.id}`, {
    headers: { origin: appOrigin() },
    data: { endDate: journeyDate(-1) },
  });
  expect(ended.status(), `end the challenge: ${await ended.text()}`).toBe(200);
  return challenge;
}

/** Runs a finished challenge again as its organizer ("Run it again": round 2 starts tomorrow, everyone invited). */
export async function givenRunAgain(organizer: SignedIn, challengeId: string): Promise<NextRound> {
  const response = await organizer.request.post(`${appOrigin()}/api/challenges/${challengeId}/rounds`, {
    headers: { origin: appOrigin() },
    data: {},
  });
  expect(response.status(), `run it again: ${await response.text()}`).toBe(201);
  return (await response.json()) as NextRound;
}
