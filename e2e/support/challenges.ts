import { expect, type Page, request, test } from '@playwright/test';
import type { CreateChallengeInput } from '#shared/challenges/challenges.schemas';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import { addDays, type CalendarDate, calendarDateIn } from '#shared/domain/calendar-date';
import { newPerson, type Person, givenSignedUp } from './people';

// Fast set-up for journeys about challenges: people and challenges made through the API, so each journey drives
// in the browser only the part it is about. Set-ups are named `given…`, with the names and meanings the API tests
// use (src/server/testing/given.ts), so a journey and an API test describe a scene in the same words.

/** The zone every journey person signs up with (see givenSignedUp) and the browser runs in (playwright.config). */
export const JOURNEY_TIME_ZONE = 'Europe/Berlin';

/** Today, as the server sees it for a journey person, shifted by `offsetDays`. */
export function journeyDate(offsetDays = 0): CalendarDate {
  return addDays(calendarDateIn(JOURNEY_TIME_ZONE, new Date()), offsetDays);
}

/** The origin the app runs at (state-changing API calls must carry it; see src/server/middleware/origin-check.ts). */
export function appOrigin(): string {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts sets use.baseURL');
  return new URL(baseURL).origin;
}

/**
 * Whom a set-up acts as: a journey's page (the cookies of its browser context) or someone else's API client
 * (givenSomeoneElse).
 */
export type SignedIn = Pick<Page, 'request'>;

/** Signs a new person up through the API; the page's browser context is signed in as them afterwards. */
export async function givenPerson(page: SignedIn, label = 'e2e'): Promise<Person> {
  const person = newPerson(label);
  await givenSignedUp(page.request, appOrigin(), person);
  return person;
}

/**
 * An API client with cookies of its own, for someone in a journey that never looks at their screen: a browser context
 * and page for them cost the browser about a second each (issue 25). Dispose of `request` when done.
 */
export async function newApiClient(): Promise<SignedIn> {
  return { request: await request.newContext({ baseURL: appOrigin() }) };
}

/** A new person signed up on an API client of their own (newApiClient). */
export async function givenSomeoneElse(label: string): Promise<SignedIn & { person: Person }> {
  const client = await newApiClient();
  return { ...client, person: await givenPerson(client, label) };
}

const defaultChallenge = {
  title: 'Morning Walk Sprint',
  description: 'Walk for twenty minutes every morning before work.',
  rules: 'Walk at least twenty minutes.\nCheck in daily.',
  challengeType: 'custom',
  maxParticipants: 10,
} satisfies Partial<CreateChallengeInput>;

/**
 * Creates a challenge as the person the page is signed in as (who becomes its organizer). Without dates it is
 * active: it started yesterday and ends 13 days later.
 */
export async function givenChallenge(
  page: SignedIn,
  input: Partial<CreateChallengeInput> = {},
): Promise<ChallengeDetail> {
  const body: CreateChallengeInput = {
    ...defaultChallenge,
    startDate: journeyDate(-1),
    endDate: journeyDate(12),
    ...input,
  };
  const response = await page.request.post(`${appOrigin()}/api/challenges`, {
    headers: { origin: appOrigin() },
    data: body,
  });
  expect(response.status(), `create challenge: ${await response.text()}`).toBe(201);
  return (await response.json()) as ChallengeDetail;
}

/** Joins a challenge as the person the page is signed in as. */
export async function givenJoined(page: SignedIn, challengeId: string): Promise<void> {
  const response = await page.request.post(`${appOrigin()}/api/challenges/${challengeId}/join`, {
    headers: { origin: appOrigin() },
  });
  expect(response.ok(), `join challenge: ${await response.text()}`).toBe(true);
}

/** Records a check-in (met or missed, or an amount) for the person the page is signed in as; returns the check-in's id. */
export async function givenCheckIn(
  page: SignedIn,
  challengeId: string,
  input: { date: CalendarDate; met?: boolean; stepCount?: number; amount?: number; notes?: string },
): Promise<{ id: string }> {
  const response = await page.request.post(`${appOrigin()}/api/challenges/${challengeId}/check-ins`, {
    headers: { origin: appOrigin() },
    data: input,
  });
  expect(response.status(), `check in: ${await response.text()}`).toBe(201);
  return { id: ((await response.json()) as { id: string }).id };
}
