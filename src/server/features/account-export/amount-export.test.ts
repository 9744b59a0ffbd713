import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_EXPORT_PATH,
  CHECK_IN_CSV_COLUMNS,
  EXPORT_CSV_FILE,
  EXPORT_README_FILE,
} from '#shared/account-export/account-export.types';
import { givenChallenge, givenPerson, type Person, TEST_TODAY } from '#server/testing/given';
import { checkInPath, restPath } from '#server/testing/fixtures/check-ins';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { readZip } from '#server/testing/zip-entries';

// Issue 27 (item 5): check-ins.csv carries each day's amount, the target it was measured against, the unit (a listed
// unit's key or the organizer's own word) and the direction, after the columns it always had; README.txt says so.

let t: TestApp;
let ada: Person;
const YESTERDAY = '2026-03-09';

async function amountChallenge(title: string, amount: Record<string, unknown>) {
  return givenChallenge(ada.client, { title, challengeType: 'custom', goalConfig: { amount } as never });
}

async function record(challengeId: string, date: string, body: Record<string, unknown>) {
  const response = await ada.client.post(checkInPath(challengeId), { date, ...body });
  expect(response.status).toBe(201);
}

async function exported(person = ada) {
  const response = await person.client.get(ACCOUNT_EXPORT_PATH);
  expect(response.status).toBe(200);
  const entries = await readZip(new Uint8Array(await response.arrayBuffer()));
  return {
    csv: entries.get(EXPORT_CSV_FILE)!.toString('utf8').slice(1),
    readme: entries.get(EXPORT_README_FILE)!.toString('utf8'),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  ada = await givenPerson(t, { name: 'Ada Amounts' });
  const reading = await amountChallenge('Read 20 pages', {
    unit: 'pages',
    target: 20,
    direction: 'at_least',
  });
  const screen = await amountChallenge('Screen time under 2 h', {
    unit: 'hours',
    target: 2,
    direction: 'at_most',
  });
  const chapters = await amountChallenge('A chapter a day', {
    unit: 'custom',
    customUnit: 'chapters',
    target: 1,
    direction: 'at_least',
  });
  const plain = await givenChallenge(ada.client, { title: 'No Sugar' });
  await record(reading.id, YESTERDAY, { amount: 12 });
  // the target changes after yesterday: yesterday keeps the 20 it was measured against
  const edited = await ada.client.patch(`/api/challenges/${reading.id}`, {
    goalConfig: { amount: { unit: 'pages', target: 30, direction: 'at_least' } },
  });
  expect(edited.status).toBe(200);
  await record(reading.id, TEST_TODAY, { amount: 31 });
  await record(screen.id, YESTERDAY, { amount: 3.5 });
  await record(screen.id, TEST_TODAY, { amount: 1.75 });
  expect((await ada.client.post(restPath(chapters.id), { date: YESTERDAY })).status).toBe(201);
  await record(chapters.id, TEST_TODAY, { amount: 1 });
  await record(plain.id, TEST_TODAY, { met: true });
});
afterAll(() => t.close());

describe('check-ins.csv with amount goals', () => {
  it('adds Amount, Target, Unit and Direction after the columns it always had', async () => {
    const { csv } = await exported();
    expect(csv.split('\n')[0]).toBe(
      'Challenge,Date,Kind,Met,Steps,Notes,Amount,Target,Unit,Direction,Source',
    );
    expect(CHECK_IN_CSV_COLUMNS.slice(0, 6)).toEqual(['Challenge', 'Date', 'Kind', 'Met', 'Steps', 'Notes']);
  });

  it('writes each day’s amount against the target it was measured against, with its unit and direction', async () => {
    const { csv } = await exported();
    const rows = csv.split('\n').slice(1).filter(Boolean).sort();
    expect(rows).toEqual(
      [
        'A chapter a day,2026-03-09,rest day,,,,,,,,typed',
        'A chapter a day,2026-03-10,check-in,yes,,,1,1,chapters,at least,typed',
        'No Sugar,2026-03-10,check-in,yes,,,,,,,typed',
        'Read 20 pages,2026-03-09,check-in,no,,,12,20,pages,at least,typed',
        'Read 20 pages,2026-03-10,check-in,yes,,,31,30,pages,at least,typed',
        'Screen time under 2 h,2026-03-09,check-in,no,,,3.5,2,hours,at most,typed',
        'Screen time under 2 h,2026-03-10,check-in,yes,,,1.75,2,hours,at most,typed',
      ].sort(),
    );
  });

  it('writes a custom unit’s word as a spreadsheet shows text, never as a formula', async () => {
    const carl = await givenPerson(t, { name: 'Carl Custom' });
    const sums = await givenChallenge(carl.client, {
      title: 'Sums',
      challengeType: 'custom',
      goalConfig: {
        amount: { unit: 'custom', customUnit: '=SUM(A1)', target: 2, direction: 'at_most' },
      } as never,
    });
    expect((await carl.client.post(checkInPath(sums.id), { date: TEST_TODAY, amount: 1 })).status).toBe(201);
    const { csv } = await exported(carl);
    expect(csv).toContain(`Sums,${TEST_TODAY},check-in,yes,,,1,2,'=SUM(A1),at most,typed\n`);
  });

  it('says in README.txt what the amount columns hold, in the owner’s language', async () => {
    const { readme } = await exported();
    expect(readme).toContain(
      'Amount, Target, Unit and Direction only for amount goals and step challenges: the day\'s amount, the daily target it was measured against, the unit (such as "pages" or "km", or the organizer\'s own word) and "at least" or "at most".',
    );
    expect(readme).toContain(CHECK_IN_CSV_COLUMNS.join(', '));
  });
});
