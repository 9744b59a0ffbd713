import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson, insertChallenge, type Person } from '#server/testing/given';
import { checkInPath, restPath } from '#server/testing/fixtures/check-ins';

let t: TestApp;
let utcPerson: Person;
beforeAll(async () => {
  t = await createTestApp();
  utcPerson = await givenPerson(t, { name: 'Uma Utc' });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(new Date('2026-03-10T12:00:00Z')));

const messageOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message;

describe('which dates a check-in may be for', () => {
  it('lets a person at UTC+14 check in for their today while UTC is still yesterday, and not for their tomorrow', async () => {
    const islander = await givenPerson(t, { name: 'Kiri Islander', timezone: 'Pacific/Kiritimati' });
    const challenge = await insertChallenge(t.db, { organizer: utcPerson, participants: [islander] });
    // 2026-03-10T12:00Z is 02:00 on 2026-03-11 in Kiritimati
    const today = await islander.client.post(checkInPath(challenge.id), { date: '2026-03-11', met: true });
    expect(today.status).toBe(201);
    const tomorrow = await islander.client.post(checkInPath(challenge.id), { date: '2026-03-12', met: true });
    expect(tomorrow.status).toBe(400);
    expect(await messageOf(tomorrow)).toBe("You can't check in for a future date.");
    // the same date is still the future for someone in UTC
    const early = await utcPerson.client.post(checkInPath(challenge.id), { date: '2026-03-11', met: true });
    expect(early.status).toBe(400);
    expect(await messageOf(early)).toBe("You can't check in for a future date.");
  });

  it('counts days by the calendar across the daylight-saving change in Berlin', async () => {
    const berliner = await givenPerson(t, { name: 'Bea Berlin', timezone: 'Europe/Berlin' });
    const challenge = await insertChallenge(t.db, {
      organizer: berliner,
      startDate: '2026-03-20',
      endDate: '2026-04-02',
      timezone: 'Europe/Berlin',
    });
    // clocks spring forward on 2026-03-29; 22:30 UTC that day is already 00:30 on the 30th in Berlin
    t.clock.set(new Date('2026-03-29T22:30:00Z'));
    const today = await berliner.client.post(checkInPath(challenge.id), { date: '2026-03-30', met: true });
    expect(today.status).toBe(201);
    const changeDay = await berliner.client.post(checkInPath(challenge.id), {
      date: '2026-03-29',
      met: true,
    });
    expect(changeDay.status).toBe(201);
    const tomorrow = await berliner.client.post(checkInPath(challenge.id), { date: '2026-03-31', met: true });
    expect(await messageOf(tomorrow)).toBe("You can't check in for a future date.");
    // an hour before the change it is still the 28th at 23:30 in Berlin (UTC+1)
    t.clock.set(new Date('2026-03-28T22:30:00Z'));
    const before = await berliner.client.post(checkInPath(challenge.id), { date: '2026-03-28', met: true });
    expect(before.status).toBe(201);
    const notYet = await berliner.client.post(checkInPath(challenge.id), { date: '2026-03-29', met: true });
    expect(await messageOf(notYet)).toBe("You can't check in for a future date.");
  });

  it('refuses dates before the start or after the end of the challenge', async () => {
    const challenge = await insertChallenge(t.db, {
      organizer: utcPerson,
      startDate: '2026-03-01',
      endDate: '2026-03-05',
    });
    for (const date of ['2026-02-28', '2026-03-06']) {
      const response = await utcPerson.client.post(checkInPath(challenge.id), { date, met: true });
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe('Please choose a date between 2026-03-01 and 2026-03-05.');
    }
  });

  it('refuses check-ins before an upcoming challenge starts', async () => {
    const challenge = await insertChallenge(t.db, {
      organizer: utcPerson,
      startDate: '2026-03-11',
      endDate: '2026-03-24',
    });
    const response = await utcPerson.client.post(checkInPath(challenge.id), {
      date: '2026-03-10',
      met: true,
    });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(
      "This challenge hasn't started yet. You can check in from its start date.",
    );
  });
});

describe('the 7-day grace period', () => {
  it('accepts check-ins until 7 days after the end date, then refuses every write', async () => {
    const challenge = await insertChallenge(t.db, { organizer: utcPerson });
    const first = await utcPerson.client.post(checkInPath(challenge.id), { date: '2026-03-09', met: true });
    const { id } = (await first.json()) as { id: string };

    t.clock.set(new Date('2026-03-21T23:59:00Z')); // end 03-14 + 7
    const late = await utcPerson.client.post(checkInPath(challenge.id), { date: '2026-03-14', met: false });
    expect(late.status).toBe(201);
    expect(await late.json()).toMatchObject({ isOld: false });

    t.clock.advanceDays(1);
    const ended = 'This challenge has ended. Check-ins are no longer allowed.';
    const refused = await utcPerson.client.post(checkInPath(challenge.id), { date: '2026-03-12', met: true });
    expect(refused.status).toBe(400);
    expect(await messageOf(refused)).toBe(ended);
    const edit = await utcPerson.client.patch(`/api/check-ins/${id}`, { met: false });
    expect(edit.status).toBe(400);
    expect(await messageOf(edit)).toBe(ended);
    const removal = await utcPerson.client.delete(`/api/check-ins/${id}`);
    expect(removal.status).toBe(400);
    expect(await messageOf(removal)).toBe(ended);

    // reading stays possible, and the check-ins are now flagged old
    const list = await utcPerson.client.get(checkInPath(challenge.id));
    const { checkIns } = (await list.json()) as { checkIns: { date: string; isOld: boolean }[] };
    expect(checkIns.map(({ date, isOld }) => ({ date, isOld }))).toEqual([
      { date: '2026-03-14', isOld: true },
      { date: '2026-03-09', isOld: true },
    ]);
  });
});

describe("a date refusal in the asker's language (issue 26)", () => {
  const german = { Cookie: 'locale=de' };

  it('names the challenge’s dates as German writes a day, for a screen shown in German', async () => {
    const challenge = await insertChallenge(t.db, {
      organizer: utcPerson,
      startDate: '2026-03-01',
      endDate: '2026-03-05',
    });
    const response = await utcPerson.client.post(
      checkInPath(challenge.id),
      { date: '2026-02-28', met: true },
      german,
    );
    expect(response.status).toBe(400);
    const said = 'Bitte wähle ein Datum zwischen dem 1. März 2026 und dem 5. März 2026.';
    expect(await response.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: said, fields: { date: said } },
    });
  });

  it('says a day is taken in the language the client accepts, by a check-in or by a rest day', async () => {
    const challenge = await insertChallenge(t.db, {
      organizer: utcPerson,
      startDate: '2026-03-01',
      endDate: '2026-03-14',
    });
    const accepts = { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' };
    await utcPerson.client.post(checkInPath(challenge.id), { date: '2026-03-05', met: true });
    const again = await utcPerson.client.post(
      checkInPath(challenge.id),
      { date: '2026-03-05', met: true },
      accepts,
    );
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe('Du hast für den 5. März 2026 bereits eingecheckt.');

    await utcPerson.client.post(restPath(challenge.id), { date: '2026-03-04' });
    const onRestDay = await utcPerson.client.post(
      checkInPath(challenge.id),
      { date: '2026-03-04', met: true },
      accepts,
    );
    expect(await messageOf(onRestDay)).toBe(
      'Der 4. März 2026 ist schon dein Ruhetag. Nimm ihn zurück, um stattdessen einzuchecken.',
    );
    const restOnCheckIn = await utcPerson.client.post(restPath(challenge.id), { date: '2026-03-05' }, german);
    expect(await messageOf(restOnCheckIn)).toBe('Du hast für den 5. März 2026 bereits eingecheckt.');
  });

  it('refuses the future and an ended challenge in Spanish too, and in English without a language', async () => {
    const challenge = await insertChallenge(t.db, { organizer: utcPerson });
    const spanish = { 'Accept-Language': 'es' };
    const tomorrow = await utcPerson.client.post(
      checkInPath(challenge.id),
      { date: '2026-03-11', met: true },
      spanish,
    );
    expect(await messageOf(tomorrow)).toBe('No puedes registrar una fecha futura.');
    t.clock.set(new Date('2026-03-22T12:00:00Z'));
    const ended = await utcPerson.client.post(
      checkInPath(challenge.id),
      { date: '2026-03-12', met: true },
      spanish,
    );
    expect(await messageOf(ended)).toBe('Este reto ha terminado. Ya no se admiten registros.');
    const english = await utcPerson.client.post(checkInPath(challenge.id), { date: '2026-03-12', met: true });
    expect(await messageOf(english)).toBe('This challenge has ended. Check-ins are no longer allowed.');
  });
});
