import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedStatus, CreatedCalendarFeed } from '#shared/calendar-feed/calendar-feed.types';
import { users } from '#server/db/schema/auth';
import { calendarFeeds } from '#server/db/schema/calendar-feeds';
import { givenPerson, insertChallenge, type Person } from '#server/testing/given';
import { countStatements, errorOf } from '#server/testing/http';
import { createTestApp, TEST_APP_URL, type TestApp } from '#server/testing/test-app';
import { calendarFeedMessages } from './calendar-feed-messages';

// product-rules.md#calendar-feed, decision 048. The test clock's day is 2026-03-10 (UTC).

const FEED_PATH = '/api/me/calendar-feed';
let t: TestApp;
let ana: Person;
let ben: Person;
let running: { id: string };
let upcoming: { id: string };
let finished: { id: string };
let bensOwn: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  ana = await givenPerson(t, { name: 'Ana Feed' });
  ben = await givenPerson(t, { name: 'Ben Feed' });
  running = await insertChallenge(t.db, { organizer: ana, title: 'Sugar-Free Sprint', status: 'active' });
  upcoming = await insertChallenge(t.db, {
    organizer: ben,
    participants: [ana],
    title: 'Early Nights',
    startDate: '2026-03-12',
    endDate: '2026-03-15',
  });
  finished = await insertChallenge(t.db, { organizer: ana, title: 'Done Already', status: 'completed' });
  bensOwn = await insertChallenge(t.db, { organizer: ben, title: 'Ben Alone', status: 'active' });
});
afterAll(() => t.close());

/** The components of an iCalendar text (RFC 5545 §3.1: CRLF lines, folded lines unfolded). */
function parseIcs(text: string) {
  expect(text).toMatch(/\r\n$/);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  const calendar: Record<string, string> = {};
  const events: Record<string, string>[] = [];
  let event: Record<string, string> | null = null;
  for (const line of lines.slice(1, -1)) {
    if (line === 'BEGIN:VEVENT') event = {};
    else if (line === 'END:VEVENT') {
      events.push(event!);
      event = null;
    } else {
      const colon = line.indexOf(':');
      (event ?? calendar)[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return { calendar, events };
}

async function makeLink(person: Person, body: Record<string, unknown> = {}) {
  const response = await person.client.post(FEED_PATH, body);
  expect(response.status).toBe(201);
  return (await response.json()) as CreatedCalendarFeed;
}

const pathOf = (url: string) => new URL(url).pathname;

async function fetchFeed(url: string) {
  const response = await t.visitor().get(pathOf(url));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  return parseIcs(await response.text());
}

describe('the settings of the calendar link', () => {
  it('need a session', async () => {
    const visitor = t.visitor();
    for (const response of [
      await visitor.get(FEED_PATH),
      await visitor.post(FEED_PATH, {}),
      await visitor.patch(FEED_PATH, { includeCheckIns: true }),
      await visitor.delete(FEED_PATH),
    ]) {
      expect(response.status).toBe(401);
    }
  });

  it('show the link once, when made, and afterwards only that it exists', async () => {
    const carl = await givenPerson(t, { name: 'Carl Feed' });
    const none = (await (await carl.client.get(FEED_PATH)).json()) as CalendarFeedStatus;
    expect(none).toEqual({ active: false, includeCheckIns: false, createdAt: null, lastFetchedAt: null });

    const created = await makeLink(carl);
    expect(created.url).toMatch(new RegExp(`^${TEST_APP_URL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(created).toMatchObject({
      active: true,
      includeCheckIns: false,
      createdAt: '2026-03-10T12:00:00.000Z',
    });

    const status = await (await carl.client.get(FEED_PATH)).json();
    expect(status).toEqual({
      active: true,
      includeCheckIns: false,
      createdAt: '2026-03-10T12:00:00.000Z',
      lastFetchedAt: null,
    });
    // only the hash is kept: the secret appears nowhere in the database
    const [row] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, carl.user.id));
    const secret = /calendar\/(.+)\.ics$/.exec(created.url)![1]!;
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('refuses a setting for a link that does not exist, and unknown or wrong fields', async () => {
    const dora = await givenPerson(t, { name: 'Dora Feed' });
    const missing = await dora.client.patch(FEED_PATH, { includeCheckIns: true });
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).message).toBe(calendarFeedMessages.noFeed);
    expect((await dora.client.delete(FEED_PATH)).status).toBe(404);
    await makeLink(dora);
    expect((await dora.client.patch(FEED_PATH, { includeCheckIns: 'yes' })).status).toBe(400);
    expect((await dora.client.patch(FEED_PATH, { includeCheckIns: true, userId: ben.user.id })).status).toBe(
      400,
    );
  });
});

describe('GET /api/calendar/<secret>.ics', () => {
  it("answers the person's challenges as all-day events, with stable UIDs, to anyone holding the link", async () => {
    const { url } = await makeLink(ana);
    const first = await fetchFeed(url);
    expect(first.calendar).toMatchObject({ VERSION: '2.0', PRODID: '-//HabitSprint//Calendar feed//EN' });
    expect(first.events).toHaveLength(3);
    const byTitle = Object.fromEntries(first.events.map((event) => [event.SUMMARY, event]));
    expect(Object.keys(byTitle).sort()).toEqual(['Done Already', 'Early Nights', 'Sugar-Free Sprint']);
    expect(byTitle['Early Nights']).toMatchObject({
      UID: `challenge-${upcoming.id}@localhost:3000`,
      'DTSTART;VALUE=DATE': '20260312',
      // all-day DTEND is the day after the last day
      'DTEND;VALUE=DATE': '20260316',
      DTSTAMP: '20260310T120000Z',
      'URL;VALUE=URI': `${TEST_APP_URL}/challenge/${upcoming.id}`,
    });
    expect(byTitle['Sugar-Free Sprint']!.UID).toBe(`challenge-${running.id}@localhost:3000`);
    expect(byTitle['Done Already']!.UID).toBe(`challenge-${finished.id}@localhost:3000`);

    t.clock.set(new Date('2026-03-11T08:00:00Z'));
    try {
      const second = await fetchFeed(url);
      expect(second.events.map((event) => event.UID).sort()).toEqual(
        first.events.map((event) => event.UID).sort(),
      );
      expect(second.events[0]!.DTSTAMP).toBe('20260311T080000Z');
    } finally {
      t.clock.set(new Date('2026-03-10T12:00:00Z'));
    }
    const status = (await (await ana.client.get(FEED_PATH)).json()) as CalendarFeedStatus;
    expect(status.lastFetchedAt).toBe('2026-03-11T08:00:00.000Z');
  });

  it('adds one "Check in" entry per remaining day of each challenge not over, when asked', async () => {
    const { url } = await makeLink(ana);
    const patched = await ana.client.patch(FEED_PATH, { includeCheckIns: true });
    expect(patched.status).toBe(200);
    const { events } = await fetchFeed(url);
    const checkIns = events.filter((event) => event.SUMMARY!.startsWith('Check in: '));
    const daysOf = (title: string) =>
      checkIns.filter((event) => event.SUMMARY === `Check in: ${title}`).map((e) => e['DTSTART;VALUE=DATE']);
    // running 2026-03-07..2026-03-20: from today, the 10th, to the end
    expect(daysOf('Sugar-Free Sprint')).toEqual(
      Array.from({ length: 11 }, (_, i) => `202603${String(10 + i).padStart(2, '0')}`),
    );
    expect(daysOf('Early Nights')).toEqual(['20260312', '20260313', '20260314', '20260315']);
    expect(daysOf('Done Already')).toEqual([]);
    expect(
      checkIns.find(
        (event) => event['DTSTART;VALUE=DATE'] === '20260312' && event.SUMMARY?.includes('Early'),
      ),
    ).toMatchObject({
      UID: `check-in-${upcoming.id}-2026-03-12@localhost:3000`,
      'DTEND;VALUE=DATE': '20260313',
    });
    await ana.client.patch(FEED_PATH, { includeCheckIns: false });
  });

  it("never shows another person's challenges: each link is its owner's alone", async () => {
    const anas = await makeLink(ana);
    const bens = await makeLink(ben);
    const anaFeed = await (await t.visitor().get(pathOf(anas.url))).text();
    const benFeed = await (await t.visitor().get(pathOf(bens.url))).text();
    const titlesOf = (text: string) =>
      parseIcs(text)
        .events.map((event) => event.SUMMARY)
        .sort();
    expect(titlesOf(anaFeed)).toEqual(['Done Already', 'Early Nights', 'Sugar-Free Sprint']);
    expect(titlesOf(benFeed)).toEqual(['Ben Alone', 'Early Nights']);
    // nothing of the other person's challenges, not even an id
    expect(anaFeed).not.toContain(bensOwn.id);
    for (const id of [running.id, finished.id]) expect(benFeed.replace(/\r\n[ \t]/g, '')).not.toContain(id);
  });

  it('answers 404 for a reset, removed, unknown or malformed link, the same way each time', async () => {
    const old = await makeLink(ana);
    const fresh = await makeLink(ana); // "Reset link"
    const visitor = t.visitor();
    const refused = async (path: string) => {
      const response = await visitor.get(path);
      expect(response.status, path).toBe(404);
      expect((await errorOf(response)).message).toBe(calendarFeedMessages.feedNotFound);
    };
    await refused(pathOf(old.url));
    await fetchFeed(fresh.url);
    await refused(`/api/calendar/${'A'.repeat(43)}.ics`);
    await refused('/api/calendar/short.ics');
    await refused(pathOf(fresh.url).replace('.ics', ''));
    await refused(pathOf(fresh.url).replace('.ics', '.txt'));
    expect((await ana.client.delete(FEED_PATH)).status).toBe(204);
    await refused(pathOf(fresh.url));
    expect(((await (await ana.client.get(FEED_PATH)).json()) as CalendarFeedStatus).active).toBe(false);
  });

  it("is written in its person's language, whoever fetches it", async () => {
    const greta = await givenPerson(t, { name: 'Greta Feed', locale: 'de' });
    await insertChallenge(t.db, { organizer: greta, status: 'active', title: 'Morgenlauf' });
    const { url } = await makeLink(greta, { includeCheckIns: true });
    const { calendar, events } = await fetchFeed(url);
    expect(Object.values(calendar)).toContain('Deine Challenges auf HabitSprint');
    expect(events.some((event) => event.SUMMARY === 'Einchecken: Morgenlauf')).toBe(true);
  });

  it('says the goal of a challenge that counts an amount, in its person’s language', async () => {
    const hana = await givenPerson(t, { name: 'Hana Feed' });
    const reading = await insertChallenge(t.db, {
      organizer: hana,
      status: 'active',
      title: 'Read 20 pages',
      challengeType: 'custom',
      goalConfig: { amount: { unit: 'pages', target: 20, direction: 'at_least' } },
    });
    const screen = await insertChallenge(t.db, {
      organizer: hana,
      status: 'active',
      title: 'Screen time under 2 h',
      challengeType: 'custom',
      goalConfig: { amount: { unit: 'hours', target: 1.5, direction: 'at_most' } },
    });
    const steps = await insertChallenge(t.db, {
      organizer: hana,
      status: 'active',
      title: 'Walk',
      challengeType: 'step_count',
      goalConfig: { target_steps: 8000 },
    });
    await insertChallenge(t.db, { organizer: hana, status: 'active', title: 'Met or missed' });
    const { url } = await makeLink(hana, { includeCheckIns: true });
    const { events } = await fetchFeed(url);
    const challengeEvent = (id: string) =>
      events.find((event) => event.UID === `challenge-${id}@localhost:3000`)!;
    const link = (id: string) => `${TEST_APP_URL}/challenge/${id}`;
    // iCalendar escapes a line break as \n and a comma as \,
    const escaped = reading.description.replaceAll(',', '\\,');
    expect(challengeEvent(reading.id).DESCRIPTION).toBe(
      `At least 20 pages a day\\n\\n${escaped}\\n\\n${link(reading.id)}`,
    );
    expect(challengeEvent(screen.id).DESCRIPTION).toMatch(/^At most 1\.5 hours a day\\n\\n/);
    expect(challengeEvent(steps.id).DESCRIPTION).toMatch(/^At least 8\\,000 steps a day\\n\\n/);
    // a met-or-missed goal says nothing more than its title: the description is the organizer's, as before
    const plain = events.find((event) => event.SUMMARY === 'Met or missed')!;
    expect(plain.DESCRIPTION).toMatch(/^Two weeks without added sugar/);
    const checkInEntries = events.filter((event) => event.SUMMARY === 'Check in: Read 20 pages');
    expect(checkInEntries.length).toBeGreaterThan(0);
    for (const entry of checkInEntries) expect(entry.DESCRIPTION).toBe('At least 20 pages a day');
    expect(events.find((event) => event.SUMMARY === 'Check in: Met or missed')).not.toHaveProperty(
      'DESCRIPTION',
    );

    await t.db.update(users).set({ locale: 'de' }).where(eq(users.id, hana.user.id));
    const german = await fetchFeed(url);
    const germanReading = german.events.find(
      (event) => event.UID === `challenge-${reading.id}@localhost:3000`,
    )!;
    expect(germanReading.DESCRIPTION).toMatch(/^Mindestens 20 Seiten am Tag\\n\\n/);
    expect(
      german.events.find((event) => event.UID === `challenge-${screen.id}@localhost:3000`)!.DESCRIPTION,
    ).toMatch(/^Höchstens 1\\,5 Stunden am Tag\\n\\n/);
  });

  it('costs the same number of statements whatever the number of challenges', async () => {
    const erin = await givenPerson(t, { name: 'Erin Feed' });
    await makeLink(erin, { includeCheckIns: true });
    const { url } = await makeLink(erin, {}); // keeps the setting
    expect(((await (await erin.client.get(FEED_PATH)).json()) as CalendarFeedStatus).includeCheckIns).toBe(
      true,
    );
    await insertChallenge(t.db, { organizer: erin, status: 'active' });
    const one = await countStatements(t.db, () => fetchFeed(url));
    for (let i = 0; i < 4; i++)
      await insertChallenge(t.db, { organizer: ben, participants: [erin], status: 'upcoming' });
    const five = await countStatements(t.db, async () => {
      const { events } = await fetchFeed(url);
      expect(events.filter((event) => !event.SUMMARY!.startsWith('Check in')).length).toBe(5);
    });
    expect(five).toBe(one);
    // two rate-limit counters, the link (found and marked fetched), the challenges
    expect(one).toBe(4);
  });

  it('goes with the account', async () => {
    const fay = await givenPerson(t, { name: 'Fay Feed' });
    const { url } = await makeLink(fay);
    await t.db.delete(users).where(eq(users.id, fay.user.id));
    expect((await t.visitor().get(pathOf(url))).status).toBe(404);
    expect(await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, fay.user.id))).toEqual([]);
  });
});

describe('the rate limit of the public feed', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ RATE_LIMIT_SCALE: '1' });
  });
  afterAll(() => strict.close());

  it('stops a link fetched more than 60 times an hour from one address', async () => {
    const gus = await givenPerson(strict, { name: 'Gus Feed' });
    const created = (await (await gus.client.post(FEED_PATH, {})).json()) as CreatedCalendarFeed;
    const calendarApp = strict.visitorFrom('203.0.113.7');
    for (let i = 0; i < 60; i++) expect((await calendarApp.get(pathOf(created.url))).status).toBe(200);
    const limited = await calendarApp.get(pathOf(created.url));
    expect(limited.status).toBe(429);
    expect((await errorOf(limited)).message).toBe(calendarFeedMessages.feedRateLimited);
    // another address (another calendar service) is not affected
    expect((await strict.visitorFrom('198.51.100.9').get(pathOf(created.url))).status).toBe(200);
  });
});
