import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

/** A password that satisfies every rule of product-rules.md#password-rules. */
export const PASSWORD = 'Sprint#2026';

export interface Person {
  name: string;
  firstName: string;
  email: string;
  password: string;
}

const FIRST_NAMES = ['Avery', 'Jordan', 'Riley', 'Morgan', 'Quinn', 'Rowan', 'Sasha', 'Noor'];

// Names go round the list from a random start: the people of one journey (one worker) never share a name, which
// journeys rely on to tell them apart (a random pick per person made two 'Morgan Sprinter's now and then).
let nextName = randomBytes(1)[0]!;

/** A person nobody has used yet: the e-mail is unique per call, so parallel journeys never collide. */
export function newPerson(label = 'e2e'): Person {
  const unique = `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
  const firstName = FIRST_NAMES[nextName++ % FIRST_NAMES.length]!;
  return {
    name: `${firstName} Sprinter`,
    firstName,
    email: `${label}-${unique}@example.com`,
    password: PASSWORD,
  };
}

/**
 * Signs a person up through the API (fast setup for journeys that are not about signing up). With `page.request`
 * the page's browser context receives the session cookie, so the page is signed in afterwards.
 */
export async function givenSignedUp(
  request: APIRequestContext,
  baseURL: string,
  person: Person,
): Promise<void> {
  const response = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL },
    data: { name: person.name, email: person.email, password: person.password, timezone: 'Europe/Berlin' },
  });
  expect(response.status(), `sign-up of ${person.email}: ${await response.text()}`).toBe(200);
}
