import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18nFor } from '#server/i18n/i18n-for';
import { runSchedulerTick } from '#server/scheduler/scheduler-tick';
import { givenPerson, insertChallenge, type Person } from '#server/testing/given';
import { notificationsOf } from '#server/testing/fixtures/scheduler';
import { createTestApp, TEST_APP_URL, type TestApp } from '#server/testing/test-app';
import { createReminderEmailer } from './reminder-emailer';
import { texts } from './unsubscribe.routes';

// The evening reminder by e-mail, for people without push: sent once per reminder by the scheduler (through the
// test app's mailer, which writes each message as the .eml bytes an SMTP server would receive), with one-click
// unsubscribe (RFC 2369 / RFC 8058) that works without a session. Reminders are due from 20:00 UTC here.

let t: TestApp;
/** the people the push feature would find a subscription for */
const withPush = new Set<string>();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => withPush.clear());

const english = i18nFor('en');
const EVENING = new Date('2026-03-10T20:30:00Z');
const logger = pino({ level: 'silent' });
const emailReminders = () => createReminderEmailer(t.deps, async (_db, userId) => withPush.has(userId));

async function tickInTheEvening() {
  t.clock.set(EVENING);
  await runSchedulerTick({ db: t.db, clock: t.clock, logger, emailReminders: emailReminders() });
  await t.backgroundTasksSettled();
}

const mailsTo = (person: Person & { email: string }) => t.sent.filter((m) => m.to === person.email);

/** The message as written to the outbox: the real header lines, unfolded. */
async function rawEmailTo(email: string) {
  const dir = path.join(t.dataDir, 'outbox');
  for (const file of (await readdir(dir)).sort().reverse()) {
    const raw = await readFile(path.join(dir, file), 'utf8');
    if (raw.includes(`To: ${email}`)) return raw.replace(/\r?\n[ \t]+/g, ' ');
  }
  throw new Error(`no e-mail to ${email}`);
}
const headerOf = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(raw.split(/\r?\n\r?\n/)[0]!)?.[1]?.trim();

async function givenPersonWithChallenge(name: string, emailOn: boolean) {
  const person = await givenPerson(t, { name });
  const me = (await (await person.client.get('/api/me')).json()) as { email: string };
  if (emailOn) {
    const response = await person.client.patch('/api/me', { reminderEmailEnabled: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ reminderEmailEnabled: true });
  }
  const challenge = await insertChallenge(t.db, { organizer: person, title: `${name}'s Sprint` });
  return { ...person, email: me.email, challenge };
}

const reminderEmailSetting = async (person: Person) =>
  ((await (await person.client.get('/api/me')).json()) as { reminderEmailEnabled: boolean })
    .reminderEmailEnabled;

/** A request as a mail provider makes it: no cookie, no Origin of ours. */
const fromMailProvider = (url: string, init: RequestInit = {}) =>
  t.app.request(url, { ...init, headers: { origin: 'https://mail.example', ...init.headers } });
const oneClick = (url: string) =>
  fromMailProvider(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

async function unsubscribeUrlOf(person: Person & { email: string }) {
  const header = headerOf(await rawEmailTo(person.email), 'List-Unsubscribe');
  return /^<(.+)>$/.exec(header ?? '')![1]!;
}

describe('the evening reminder by e-mail', () => {
  it('is off by default: the reminder comes under the bell only', async () => {
    const person = await givenPersonWithChallenge('Dora Default', false);
    expect(await reminderEmailSetting(person)).toBe(false);
    await tickInTheEvening();
    expect(await notificationsOf(t.db, person.user.id, 'reminder')).toHaveLength(1);
    expect(mailsTo(person)).toEqual([]);
  });

  it('is e-mailed to someone who asked for it and has no push, leading to the challenge', async () => {
    const person = await givenPersonWithChallenge('Eli Email', true);
    await tickInTheEvening();
    const [mail, ...more] = mailsTo(person);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: 'Time to check in' });
    expect(mail!.text).toContain('You haven\'t checked in today for "Eli Email\'s Sprint".');
    expect(mail!.text).toContain(`${TEST_APP_URL}/challenge/${person.challenge.id}`);
    expect(await notificationsOf(t.db, person.user.id, 'reminder')).toHaveLength(1);
  });

  it('is not e-mailed to someone whom push reaches on a device', async () => {
    const person = await givenPersonWithChallenge('Pia Push', true);
    withPush.add(person.user.id);
    await tickInTheEvening();
    expect(await notificationsOf(t.db, person.user.id, 'reminder')).toHaveLength(1);
    expect(mailsTo(person)).toEqual([]);
  });

  it('is e-mailed once when two scheduler runs meet, and not again on the next tick', async () => {
    const person = await givenPersonWithChallenge('Tom Twice', true);
    t.clock.set(EVENING);
    await Promise.all(
      [1, 2].map(() =>
        runSchedulerTick({ db: t.db, clock: t.clock, logger, emailReminders: emailReminders() }),
      ),
    );
    await tickInTheEvening();
    expect(mailsTo(person)).toHaveLength(1);
    expect(await notificationsOf(t.db, person.user.id, 'reminder')).toHaveLength(1);
  });

  it('logs a send that fails and still counts the reminder as sent under the bell', async () => {
    const person = await givenPersonWithChallenge('Fay Failing', true);
    t.failMail(new Error('connect ECONNREFUSED 127.0.0.1:25'));
    try {
      await tickInTheEvening();
    } finally {
      t.failMail(null);
    }
    expect(t.logged.findLast((line) => line.userId === person.user.id)).toMatchObject({
      level: 50,
      msg: 'A reminder e-mail could not be sent',
      err: { message: 'connect ECONNREFUSED 127.0.0.1:25' },
    });
    expect(await notificationsOf(t.db, person.user.id, 'reminder')).toHaveLength(1);
  });
});

describe('one-click unsubscribe', () => {
  it('carries List-Unsubscribe and List-Unsubscribe-Post headers (RFC 2369, RFC 8058)', async () => {
    const person = await givenPersonWithChallenge('Hal Headers', true);
    await tickInTheEvening();
    const raw = await rawEmailTo(person.email);
    expect(headerOf(raw, 'List-Unsubscribe')).toMatch(
      new RegExp(`^<${TEST_APP_URL}/api/unsubscribe/reminders\\?token=[^>\\s]+>$`),
    );
    expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // the body's own link is the same page, for people whose mail program shows no unsubscribe button
    expect(mailsTo(person)[0]!.text).toContain(`Stop these e-mails: ${await unsubscribeUrlOf(person)}`);
  });

  it('turns the e-mails off from a POST without a session or our Origin, and the next evening sends none', async () => {
    const person = await givenPersonWithChallenge('Uma Unsubscribe', true);
    await tickInTheEvening();
    const response = await oneClick(await unsubscribeUrlOf(person));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(english._(texts.doneHeading));
    expect(await reminderEmailSetting(person)).toBe(false);

    t.clock.set(new Date('2026-03-11T20:30:00Z'));
    await runSchedulerTick({ db: t.db, clock: t.clock, logger, emailReminders: emailReminders() });
    await t.backgroundTasksSettled();
    expect(await notificationsOf(t.db, person.user.id, 'reminder')).toHaveLength(2);
    expect(mailsTo(person)).toHaveLength(1);
  });

  it('accepts the one-click body as multipart/form-data too, and without any Origin', async () => {
    const person = await givenPersonWithChallenge('Mo Multipart', true);
    await tickInTheEvening();
    const body = new FormData();
    body.set('List-Unsubscribe', 'One-Click');
    const response = await t.app.request(await unsubscribeUrlOf(person), { method: 'POST', body });
    expect(response.status).toBe(200);
    expect(await reminderEmailSetting(person)).toBe(false);
  });

  it('shows a confirmation with a button on GET, and changes nothing (mail scanners fetch links)', async () => {
    const person = await givenPersonWithChallenge('Gil Get', true);
    await tickInTheEvening();
    const url = await unsubscribeUrlOf(person);
    for (let i = 0; i < 2; i++) {
      const response = await fromMailProvider(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const page = await response.text();
      expect(page).toContain(english._(texts.confirmHeading));
      expect(page).toMatch(/<form method="post" action="\/api\/unsubscribe\/reminders\?token=[^"]+">/);
      expect(page).toContain('name="List-Unsubscribe" value="One-Click"');
    }
    expect(await reminderEmailSetting(person)).toBe(true);
  });

  it('refuses a POST without the one-click body, changing nothing', async () => {
    const person = await givenPersonWithChallenge('Nia NoBody', true);
    await tickInTheEvening();
    const url = await unsubscribeUrlOf(person);
    for (const body of ['', 'List-Unsubscribe=Something']) {
      const response = await fromMailProvider(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(english._(texts.notOneClick));
    }
    expect(await reminderEmailSetting(person)).toBe(true);
  });

  it('refuses a token that is missing, malformed, altered or made for someone else with 400', async () => {
    const person = await givenPersonWithChallenge('Ada Altered', true);
    const other = await givenPersonWithChallenge('Ben Bystander', true);
    await tickInTheEvening();
    const url = new URL(await unsubscribeUrlOf(person));
    const token = url.searchParams.get('token')!;
    const mac = token.slice(token.lastIndexOf('.') + 1);
    const flipped = mac.startsWith('A') ? `B${mac.slice(1)}` : `A${mac.slice(1)}`;
    const badTokens = [
      null,
      '',
      'nonsense',
      '.abc',
      `${person.user.id}.`,
      `${person.user.id}.${flipped}`,
      `${person.user.id}.${mac}AAAA`,
      `${other.user.id}.${mac}`,
      `${person.user.id}.${mac}%%`,
    ];
    for (const bad of badTokens) {
      const target = `${url.pathname}${bad === null ? '' : `?token=${encodeURIComponent(bad)}`}`;
      for (const response of [await fromMailProvider(target), await oneClick(target)]) {
        expect(response.status, String(bad)).toBe(400);
        expect(await response.text()).toContain(english._(texts.invalid));
      }
    }
    expect(await reminderEmailSetting(person)).toBe(true);
    expect(await reminderEmailSetting(other)).toBe(true);
  });

  it("is written in the language of the person whose reminder it is, whatever the browser's", async () => {
    const person = await givenPersonWithChallenge('Greta Gern', true);
    expect((await person.client.patch('/api/me', { locale: 'de' })).status).toBe(200);
    await tickInTheEvening();
    const url = await unsubscribeUrlOf(person);
    const shown = await (await fromMailProvider(url, { headers: { 'Accept-Language': 'fr' } })).text();
    expect(shown).toContain('<html lang="de">');
    expect(shown).toContain('Die abendlichen Erinnerungs-E-Mails abbestellen?');
    expect(shown).toContain('>E-Mails abbestellen</button>');
    const done = await (await oneClick(url)).text();
    expect(done).toContain('Du bekommst keine Erinnerungs-E-Mails mehr');
    expect(done).toContain('<a href="/profile">Profileinstellungen öffnen</a>');
    // a link that names nobody is answered in the asker's language
    const invalid = await fromMailProvider(`${new URL(url).pathname}?token=nonsense`, {
      headers: { 'Accept-Language': 'es' },
    });
    expect(await invalid.text()).toContain('<html lang="es">');
  });

  it('still refuses a cross-site POST to the rest of the API (only this path is exempt)', async () => {
    const person = await givenPersonWithChallenge('Cy Crosssite', false);
    const response = await person.client.request(
      'PATCH',
      '/api/me',
      { reminderEmailEnabled: true },
      { origin: 'https://mail.example' },
    );
    expect(response.status).toBe(403);
    expect(await reminderEmailSetting(person)).toBe(false);
    // and a form body is taken on that path only: elsewhere the gate still asks for JSON
    const form = await person.client.request('PATCH', '/api/me', 'reminderEmailEnabled=true', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
  });
});
