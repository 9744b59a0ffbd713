import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18nFor } from '#server/i18n/i18n-for';
import { runSchedulerTick } from '#server/scheduler/scheduler-tick';
import {
  deleteParticipation,
  givenChallenge,
  givenPerson,
  insertChallenge,
  type Person,
} from '#server/testing/given';
import { givenCheckIn } from '#server/testing/fixtures/check-ins';
import { openPage, ownCheckIns, pathOf, submitPage } from '#server/testing/fixtures/one-tap';
import { createTestApp, TEST_APP_URL, type TestApp } from '#server/testing/test-app';
import { createReminderEmailer } from '#server/features/reminder-emails/reminder-emailer';
import { texts as unsubscribeTexts } from '#server/features/reminder-emails/unsubscribe.routes';
import { answerTexts } from './answer-texts';

// Issue 28, item 2: the reminder e-mail's one-tap answers. Each link opens a page that shows what will be recorded
// with one button (a GET records nothing: mail scanners fetch links); the button's POST records it as the link's
// person, signed out, once. Reminders are due from 20:00 UTC; the e-mail is read as the mailer sent it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const english = i18nFor('en');
const EVENING = new Date('2026-03-10T20:30:00Z');
const logger = pino({ level: 'silent' });

async function tickInTheEvening() {
  t.clock.set(EVENING);
  const emailReminders = createReminderEmailer(t.deps, async () => false);
  await runSchedulerTick({ db: t.db, clock: t.clock, logger, emailReminders });
  await t.backgroundTasksSettled();
}

async function givenEmailedPerson(name: string, locale?: string) {
  const person = await givenPerson(t, { name, ...(locale && { locale }) });
  expect((await person.client.patch('/api/me', { reminderEmailEnabled: true })).status).toBe(200);
  return person;
}

/** The text of the last reminder e-mail to `person`. */
function reminderTextTo(person: Person) {
  const mail = t.sent.findLast((m) => m.to === person.user.email);
  if (!mail) throw new Error(`no e-mail to ${person.user.email}`);
  return mail.text;
}

/** The link labelled `label` under the challenge `title` in the e-mail's text. */
function answerLink(text: string, title: string, label: string) {
  const block = text.split('\n\n').find((part) => part.startsWith(`"${title}"\n`));
  const line = block?.split('\n').find((l) => l.trim().startsWith(`${label}: `));
  if (!line) throw new Error(`no '${label}' link for "${title}" in:\n${text}`);
  return line.trim().slice(label.length + 2);
}

describe('the reminder e-mail', () => {
  it('lists each challenge waiting today with its one-tap answers, and keeps one-click unsubscribe', async () => {
    const ada = await givenEmailedPerson('Ada Answers');
    await insertChallenge(t.db, { organizer: ada, title: 'No Sugar' });
    await insertChallenge(t.db, { organizer: ada, title: 'No Rest', restDayBudget: 0 });
    await givenChallenge(ada.client, {
      title: 'Read 20 pages',
      challengeType: 'custom',
      goalConfig: { amount: { unit: 'pages', target: 20, direction: 'at_least' } } as never,
    });
    await tickInTheEvening();
    const mail = t.sent.findLast((m) => m.to === ada.user.email)!;
    expect(mail.text).toContain('Answer with one tap:');
    for (const label of ['Met goal', 'Missed', 'Rest day'])
      expect(answerLink(mail.text, 'No Sugar', label)).toMatch(
        new RegExp(`^${TEST_APP_URL}/api/check-in-answer\\?token=[\\w.%-]+$`),
      );
    expect(() => answerLink(mail.text, 'No Rest', 'Rest day')).toThrow();
    expect(answerLink(mail.text, 'No Rest', 'Met goal')).toContain('/api/check-in-answer?token=');
    expect(answerLink(mail.text, 'Read 20 pages', 'Log pages…')).toContain('/api/check-in-answer?token=');
    expect(() => answerLink(mail.text, 'Read 20 pages', 'Met goal')).toThrow();
    // each link is its own: a nonce apiece
    const links = ['Met goal', 'Missed', 'Rest day'].map((label) => answerLink(mail.text, 'No Sugar', label));
    expect(new Set(links).size).toBe(3);
    expect(mail.headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(/^<.+\/api\/unsubscribe\/reminders\?token=.+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.html).toContain('>Met goal</a>');
  });
});

describe('a one-tap answer', () => {
  async function givenAnswerLink(name: string, label = 'Met goal', challenge: Record<string, unknown> = {}) {
    const person = await givenEmailedPerson(name);
    const row = await insertChallenge(t.db, { organizer: person, title: `${name}'s Sprint`, ...challenge });
    await tickInTheEvening();
    return { person, challenge: row, url: answerLink(reminderTextTo(person), row.title, label) };
  }

  it('records nothing on GET (twice) or HEAD, signed out, and shows what will be recorded', async () => {
    const { person, challenge, url } = await givenAnswerLink('Gus Get');
    for (let i = 0; i < 2; i++) {
      const response = await openPage(t, url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const page = await response.text();
      expect(page).toContain(`Record today for &quot;Gus Get&#39;s Sprint&quot;`);
      expect(page).toContain('This will be recorded: Met goal');
      expect(page).toMatch(/<form method="post" action="\/api\/check-in-answer\?token=[^"]+">/);
      expect(page).toContain('>Record it</button>');
      // under the app's CSP: no script, its style inline, its form posting to itself
      expect(page).not.toContain('<script');
      expect(response.headers.get('content-security-policy')).toMatch(/form-action 'self'/);
    }
    expect((await openPage(t, url, 'HEAD')).status).toBe(200);
    expect(await ownCheckIns(person, challenge.id)).toEqual([]);
  });

  it('records the answer on POST, signed out, once: a second POST says it was used', async () => {
    const { person, challenge, url } = await givenAnswerLink('Pia Post');
    const response = await submitPage(t, url);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(english._(answerTexts.doneHeading));
    expect(page).toContain('&quot;Pia Post&#39;s Sprint&quot;, Mar 10, 2026: Met goal');
    expect(page).toContain('Milestone: first day done!');
    expect(await ownCheckIns(person, challenge.id)).toMatchObject([
      { date: '2026-03-10', met: true, kind: 'check_in' },
    ]);
    const board = await (await person.client.get(`/api/challenges/${challenge.id}/leaderboard`)).json();
    expect(JSON.stringify(board)).toContain(person.user.id);

    const again = await submitPage(t, url);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(english._(answerTexts.usedHeading));
    // and its page says so too, on GET
    expect(await (await openPage(t, url)).text()).toContain(english._(answerTexts.used));
    expect(await ownCheckIns(person, challenge.id)).toHaveLength(1);
  });

  it("records 'Missed' and 'Rest day' as the links say", async () => {
    const missed = await givenAnswerLink('Max Missed', 'Missed');
    expect((await submitPage(t, missed.url)).status).toBe(200);
    expect(await ownCheckIns(missed.person, missed.challenge.id)).toMatchObject([
      { met: false, kind: 'check_in' },
    ]);
    const rest = await givenAnswerLink('Rita Rest', 'Rest day');
    const page = await (await submitPage(t, rest.url)).text();
    expect(page).toContain('Rest day taken — your streak is safe');
    expect(await ownCheckIns(rest.person, rest.challenge.id)).toMatchObject([{ kind: 'rest' }]);
  });

  it("takes an amount's day total from its field, and a new total while an 'at least' day is under way", async () => {
    const person = await givenEmailedPerson('Amy Amount');
    const reading = await givenChallenge(person.client, {
      title: 'Read 20 pages',
      challengeType: 'custom',
      goalConfig: { amount: { unit: 'pages', target: 20, direction: 'at_least' } } as never,
    });
    t.clock.set(new Date('2026-03-10T12:00:00Z'));
    await givenCheckIn(person.client, reading.id, { met: undefined, amount: 5 });
    await tickInTheEvening();
    const url = answerLink(reminderTextTo(person), 'Read 20 pages', 'Log pages…');
    const shown = await (await openPage(t, url)).text();
    expect(shown).toContain('<input id="amount" name="amount" type="number"');
    expect(shown).toContain('So far: 5 of 20 pages');
    expect(shown).toContain('At least 20 pages a day');

    const empty = await submitPage(t, url, { amount: '' });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Please enter the day&#39;s amount.');
    // a refused answer leaves the link unused
    const done = await submitPage(t, url, { amount: '22' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Mar 10, 2026: 22 pages');
    expect(await ownCheckIns(person, reading.id)).toMatchObject([{ amount: 22, met: true }]);
  });

  it('says the day is already answered when it was recorded in the app since, and records nothing', async () => {
    const { person, challenge, url } = await givenAnswerLink('Al Already', 'Missed');
    await givenCheckIn(person.client, challenge.id, { met: true });
    for (const response of [await openPage(t, url), await submitPage(t, url)]) {
      expect(response.status).toBe(409);
      const page = await response.text();
      expect(page).toContain(english._(answerTexts.answeredHeading));
      expect(page).toContain('already checked in for 2026-03-10');
    }
    expect(await ownCheckIns(person, challenge.id)).toMatchObject([{ met: true }]);
  });

  it('says it has expired once 7 days have passed after its day', async () => {
    const { person, challenge, url } = await givenAnswerLink('Eve Expired', 'Met goal', {
      startDate: '2026-03-01',
      endDate: '2026-04-30',
    });
    t.clock.set(new Date('2026-03-17T23:00:00Z'));
    expect((await openPage(t, url)).status).toBe(200);
    t.clock.set(new Date('2026-03-18T00:30:00Z'));
    for (const response of [await openPage(t, url), await submitPage(t, url)]) {
      expect(response.status).toBe(410);
      expect(await response.text()).toContain(english._(answerTexts.expired));
    }
    expect(await ownCheckIns(person, challenge.id)).toEqual([]);
  });

  it('says the person is no longer in the challenge', async () => {
    const { person, challenge, url } = await givenAnswerLink('Lou Left');
    await deleteParticipation(t.db, challenge.id, person);
    for (const response of [await openPage(t, url), await submitPage(t, url)]) {
      expect(response.status).toBe(403);
      expect(await response.text()).toContain(english._(answerTexts.notInChallengeHeading));
    }
  });

  it('refuses a tampered, truncated or missing token with 400, recording nothing', async () => {
    const { person, challenge, url } = await givenAnswerLink('Tim Tamper');
    const token = new URL(url).searchParams.get('token')!;
    const [payload, mac] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, string>;
    const forged = Buffer.from(JSON.stringify({ ...claims, answer: 'missed' })).toString('base64url');
    const flipped = mac.startsWith('A') ? `B${mac.slice(1)}` : `A${mac.slice(1)}`;
    for (const bad of [`${forged}.${mac}`, `${payload}.${flipped}`, payload, `${payload}.`, '', 'x.y']) {
      const target = `/api/check-in-answer?token=${encodeURIComponent(bad)}`;
      for (const response of [await openPage(t, target), await submitPage(t, target)]) {
        expect(response.status, bad).toBe(400);
        expect(await response.text()).toContain(english._(answerTexts.invalid));
      }
    }
    expect((await openPage(t, '/api/check-in-answer')).status).toBe(400);
    expect(await ownCheckIns(person, challenge.id)).toEqual([]);
  });

  it('cannot unsubscribe, and the unsubscribe token cannot check in', async () => {
    const { person, challenge, url } = await givenAnswerLink('Uli Unsub');
    const answerToken = new URL(url).searchParams.get('token')!;
    const asUnsubscribe = `/api/unsubscribe/reminders?token=${encodeURIComponent(answerToken)}`;
    const oneClick = await submitPage(t, asUnsubscribe, { 'List-Unsubscribe': 'One-Click' });
    expect(oneClick.status).toBe(400);
    expect(await oneClick.text()).toContain(english._(unsubscribeTexts.invalid));
    const me = await (await person.client.get('/api/me')).json();
    expect(me).toMatchObject({ reminderEmailEnabled: true });

    const mail = t.sent.findLast((m) => m.to === person.user.email)!;
    const unsubscribeUrl = /^<(.+)>$/.exec(String(mail.headers!['List-Unsubscribe']))![1]!;
    const unsubscribeToken = new URL(unsubscribeUrl).searchParams.get('token')!;
    const asAnswer = `/api/check-in-answer?token=${encodeURIComponent(unsubscribeToken)}`;
    const tapped = await submitPage(t, asAnswer);
    expect(tapped.status).toBe(400);
    expect(await tapped.text()).toContain(english._(answerTexts.invalid));
    expect(await ownCheckIns(person, challenge.id)).toEqual([]);
    expect(pathOf(url)).toMatch(/^\/api\/check-in-answer\?token=/);
  });

  it('records once when two taps of the same link meet', async () => {
    const { person, challenge, url } = await givenAnswerLink('Cal Concurrent');
    const statuses = (await Promise.all([submitPage(t, url), submitPage(t, url)]))
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([200, 409]);
    expect(await ownCheckIns(person, challenge.id)).toHaveLength(1);
  });

  it("is written in the person's language, whatever the browser's", async () => {
    const person = await givenEmailedPerson('Greta Gern', 'de');
    const row = await insertChallenge(t.db, { organizer: person, title: 'Kein Zucker' });
    await tickInTheEvening();
    const text = reminderTextTo(person);
    const url = text
      .split('\n')
      .find((l) => l.includes('/api/check-in-answer?token='))!
      .trim()
      .split(': ')[1]!;
    const page = await (await openPage(t, url, 'GET', { 'accept-language': 'fr' })).text();
    expect(page).toContain('<html lang="de">');
    expect(row.title).toBe('Kein Zucker');
  });
});
