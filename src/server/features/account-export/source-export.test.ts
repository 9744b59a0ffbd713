import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_EXPORT_PATH,
  EXPORT_CSV_FILE,
  EXPORT_README_FILE,
} from '#shared/account-export/account-export.types';
import { givenPerson, insertChallenge, type Person, TEST_TODAY } from '#server/testing/given';
import { givenCheckIn } from '#server/testing/fixtures/check-ins';
import { dayAmountPath, givenToken, requestWithToken } from '#server/testing/fixtures/api-tokens';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { readZip } from '#server/testing/zip-entries';

// Issue 28 (item 4): check-ins.csv says who wrote each day in its last column, Source: 'synced' when the person's
// phone set the day's amount, 'typed' when they entered it; README.txt says so.

let t: TestApp;
let sam: Person;
beforeAll(async () => {
  t = await createTestApp();
  sam = await givenPerson(t, { name: 'Sam Steps' });
});
afterAll(() => t.close());

describe('check-ins.csv and synced days', () => {
  it("writes 'synced' for a day the phone set and 'typed' for one the person entered", async () => {
    const challenge = await insertChallenge(t.db, {
      title: 'Walk more',
      organizer: sam,
      challengeType: 'step_count',
      goalConfig: { target_steps: 8000 },
    });
    const { secret } = await givenToken(sam.client, 'check-in', 'iPhone');
    const synced = await requestWithToken(t, secret, {
      method: 'PUT',
      path: dayAmountPath(challenge.id, TEST_TODAY),
      body: { amount: 8123 },
    });
    expect(synced.status).toBe(201);
    await givenCheckIn(sam.client, challenge.id, { date: '2026-03-09', stepCount: 4000 });

    const response = await sam.client.get(ACCOUNT_EXPORT_PATH);
    const entries = await readZip(new Uint8Array(await response.arrayBuffer()));
    const csv = entries.get(EXPORT_CSV_FILE)!.toString('utf8').slice(1);
    expect(csv).toContain('Walk more,2026-03-10,check-in,yes,8123,,8123,8000,steps,at least,synced\n');
    expect(csv).toContain('Walk more,2026-03-09,check-in,no,4000,,4000,8000,steps,at least,typed\n');
    expect(entries.get(EXPORT_README_FILE)!.toString('utf8')).toContain(
      'Source is "synced" when your phone\'s automation set the day\'s amount, else "typed" (you entered it).',
    );
  });
});
