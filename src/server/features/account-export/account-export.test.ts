import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_EXPORT_PATH,
  CHECK_IN_CSV_COLUMNS,
  EXPORT_CSV_FILE,
  EXPORT_JSON_FILES,
  EXPORT_README_FILE,
} from '#shared/account-export/account-export.types';
import { apiTokens } from '#server/db/schema/api-tokens';
import { passkeys } from '#server/db/schema/passkeys';
import { checkInLinks } from '#server/db/schema/check-in-links';
import { calendarFeeds } from '#server/db/schema/calendar-feeds';
import { pushSubscriptions } from '#server/db/schema/push';
import { waitlistEntries } from '#server/db/schema/feedback';
import { notifications } from '#server/db/schema/social';
import {
  givenChallenge,
  givenConfirmedAddress,
  givenJoined,
  givenPerson,
  insertChallenge,
  type Person,
} from '#server/testing/given';
import { checkInPath, restPath } from '#server/testing/fixtures/check-ins';
import { cheerPath } from '#server/testing/fixtures/cheers';
import { FORUM_POSTS_PATH, givenForumPost, setToggle } from '#server/testing/fixtures/forum';
import { givenPost, postsPath } from '#server/testing/fixtures/group-posts';
import { givenGroup } from '#server/testing/fixtures/groups';
import { givenBlock } from '#server/testing/fixtures/blocks';
import { countStatements, errorOf } from '#server/testing/http';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { readZip } from '#server/testing/zip-entries';
import { allRows } from './export-batches';
import { readCheckIns } from './account-export.queries';
import { EXPORT_LISTS } from './account-export.service';

// "Download my data" (product-rules.md#your-data, decision 045): every kind of the person's data in the zip, nothing
// of anyone else's, the CSV as a spreadsheet reads it, and a bounded number of statements.

let t: TestApp;
let me: Person;
let other: Person;
const OTHER_EMAIL = 'otto.private-address@elsewhere.test';
const INVITEE_EMAIL = 'ines.invitee-address@elsewhere.test';
const OTHERS_TEXTS = [
  'Otto’s own group post',
  'Otto’s comment on my post',
  'Otto’s forum idea',
  'Otto’s forum comment',
];
const TOKEN_HASH = 'token-hash-that-must-not-leave-the-server';
const LINK_HASH = 'check-in-link-hash-that-must-not-leave-the-server';
const FEED_HASH = 'feed-hash-that-must-not-leave-the-server';
const PUSH_KEYS = { p256dh: 'BPushKeyThatMustNotLeaveTheServer', auth: 'push-auth-secret-never-exported' };

async function download(client = me.client) {
  const response = await client.get(ACCOUNT_EXPORT_PATH);
  expect(response.status).toBe(200);
  return { response, entries: await readZip(new Uint8Array(await response.arrayBuffer())) };
}

const jsonOf = (entries: Map<string, Buffer>, name: string) =>
  JSON.parse(entries.get(name)!.toString('utf8'));

beforeAll(async () => {
  t = await createTestApp();
  me = await givenPerson(t, { name: 'Erin Exporter' });
  // confirmed, so the rows kept under the address (invitations received, waitlist) are hers (decision 056)
  await givenConfirmedAddress(t, me);
  other = await givenPerson(t, { name: 'Otto Other', email: OTHER_EMAIL });

  // a challenge Otto organises and I join; one I organise (steps) that Otto joins
  const theirs = await givenChallenge(other.client, { title: 'Otto’s Sugar Sprint' });
  await givenJoined(me.client, theirs.id);
  const mine = await insertChallenge(t.db, {
    title: 'Erin’s Step Fortnight',
    challengeType: 'step_count',
    organizer: me.user,
    participants: [other.user],
  });
  const notes = 'Tea, no "sugar"\nsecond line';
  const mineOnTheirs = await me.client.post(checkInPath(theirs.id), { date: '2026-03-10', met: true, notes });
  expect(mineOnTheirs.status).toBe(201);
  const myCheckIn = ((await mineOnTheirs.json()) as { id: string }).id;
  expect((await me.client.post(restPath(theirs.id), { date: '2026-03-11' })).status).toBe(201);
  expect((await me.client.post(checkInPath(mine.id), { date: '2026-03-10', stepCount: 12000 })).status).toBe(
    201,
  );
  const othersResponse = await other.client.post(checkInPath(mine.id), {
    date: '2026-03-09',
    stepCount: 9000,
  });
  expect(othersResponse.status).toBe(201);
  const othersCheckIn = ((await othersResponse.json()) as { id: string }).id;
  expect((await other.client.post(cheerPath(myCheckIn))).status).toBeLessThan(300);
  expect((await other.client.put(`/api/check-ins/${myCheckIn}/flag`, { reason: 'Really?' })).status).toBe(
    200,
  );
  expect((await me.client.post(cheerPath(othersCheckIn))).status).toBeLessThan(300);
  expect((await me.client.put(`/api/check-ins/${othersCheckIn}/flag`, { reason: 'Looks odd' })).status).toBe(
    200,
  );
  expect(
    (await me.client.post(`/api/challenges/${mine.id}/invitations`, { email: INVITEE_EMAIL })).status,
  ).toBe(201);
  const third = await givenChallenge(other.client, { title: 'Otto’s Next Sprint' });
  expect(
    (await other.client.post(`/api/challenges/${third.id}/invitations`, { email: me.user.email })).status,
  ).toBe(201);

  const left = await givenChallenge(other.client, { title: 'Otto’s Sprint I left' });
  await givenJoined(me.client, left.id);
  expect((await me.client.post(`/api/challenges/${left.id}/leave`)).status).toBeLessThan(300);

  // a group of Otto's I belong to: my post, his post, comments and a reaction
  const group = await givenGroup(other.client, { name: 'Otto’s Group' });
  expect((await me.client.post(`/api/groups/${group.id}/join`)).status).toBe(200);
  const myPost = await givenPost(me.client, group.id, 'Erin’s group post');
  const hisPost = await givenPost(other.client, group.id, OTHERS_TEXTS[0]);
  await other.client.post(`${postsPath(group.id)}/${myPost.id}/comments`, { content: OTHERS_TEXTS[1] });
  expect(
    (await me.client.post(`${postsPath(group.id)}/${hisPost.id}/comments`, { content: 'Erin’s comment' }))
      .status,
  ).toBe(201);
  expect((await me.client.put(`${postsPath(group.id)}/${hisPost.id}/reactions/love`)).status).toBe(200);

  // the forum: my post, Otto's, my vote, comment and subscription on his
  await givenForumPost(me.client, { title: 'Erin’s forum idea' });
  const hisForumPost = await givenForumPost(other.client, {
    title: 'Otto’s idea',
    description: OTHERS_TEXTS[2],
  });
  await setToggle(me.client, 'PUT', hisForumPost.id, 'vote');
  await setToggle(me.client, 'PUT', hisForumPost.id, 'subscription');
  expect(
    (
      await me.client.post(`${FORUM_POSTS_PATH}/${hisForumPost.id}/comments`, {
        content: 'Erin’s forum comment',
      })
    ).status,
  ).toBe(201);
  await other.client.post(`${FORUM_POSTS_PATH}/${hisForumPost.id}/comments`, { content: OTHERS_TEXTS[3] });

  expect((await me.client.post('/api/feedback', { title: 'Erin’s feedback' })).status).toBe(201);
  await t.db
    .insert(pushSubscriptions)
    .values({ userId: me.user.id, endpoint: 'https://push.example/erin', ...PUSH_KEYS });
  await t.db.insert(waitlistEntries).values({ feature: 'teams', name: 'Erin', email: me.user.email });
  await t.db
    .insert(apiTokens)
    .values({ userId: me.user.id, name: 'Shortcut', scope: 'check-in', tokenHash: TOKEN_HASH });
  await t.db.insert(passkeys).values({
    userId: me.user.id,
    credentialId: 'credential-of-erin',
    publicKey: 'public-key-of-erin',
    deviceType: 'multiDevice',
    backedUp: true,
    name: 'Erin’s phone',
  });
  await t.db.insert(checkInLinks).values({ userId: me.user.id, challengeId: mine.id, secretHash: LINK_HASH });
  await t.db
    .insert(calendarFeeds)
    .values({ userId: me.user.id, secretHash: FEED_HASH, includeCheckIns: true });
  const blocked = await givenPerson(t, { name: 'Bo Blocked' });
  await givenBlock(me.client, { userId: blocked.user.id });
});
afterAll(() => t.close());

describe('GET /api/account/export', () => {
  it('answers a zip download named for today, with every kind of file and a README', async () => {
    const { response, entries } = await download();
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="habitsprint-export-2026-03-10.zip"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect([...entries.keys()].sort()).toEqual(
      [EXPORT_README_FILE, EXPORT_CSV_FILE, ...Object.keys(EXPORT_JSON_FILES)].sort(),
    );
    const readme = entries.get(EXPORT_README_FILE)!.toString('utf8');
    for (const name of [...Object.keys(EXPORT_JSON_FILES), EXPORT_CSV_FILE]) expect(readme).toContain(name);
  });

  it('writes the README and its descriptions in the owner’s language, the file names and columns as they are', async () => {
    const greta = await givenPerson(t, { name: 'Greta Exporter', locale: 'de' });
    const { entries } = await download(greta.client);
    const readme = entries.get(EXPORT_README_FILE)!.toString('utf8');
    expect(readme).toContain('Deine HabitSprint-Daten\n=======================\n');
    expect(readme).toContain('check-ins.json\n  Jeder Check-in und jeder Ruhetag:');
    expect(readme).toContain(CHECK_IN_CSV_COLUMNS.join(', '));
    expect(readme).not.toContain('Your HabitSprint data');
    expect(entries.get(EXPORT_CSV_FILE)!.toString('utf8').slice(1).split('\n')[0]).toBe(
      CHECK_IN_CSV_COLUMNS.join(','),
    );
  });

  it('holds the person’s rows of every kind', async () => {
    const { entries } = await download();
    expect(jsonOf(entries, 'profile.json')).toMatchObject({
      id: me.user.id,
      name: 'Erin Exporter',
      email: me.user.email,
      timezone: 'UTC',
      locale: 'en',
      remindersEnabled: true,
      pushSettings: { reminders: true, forumReplies: true, quietStart: null, quietEnd: null },
      calendarFeed: { includeCheckIns: true },
    });
    expect(jsonOf(entries, 'api-tokens.json')).toMatchObject([{ name: 'Shortcut', scope: 'check-in' }]);
    expect(jsonOf(entries, 'passkeys.json')).toEqual([
      { id: expect.any(String), name: 'Erin’s phone', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expect(jsonOf(entries, 'check-in-links.json')).toMatchObject([
      { challengeId: expect.any(String), challengeTitle: expect.any(String), lastUsedAt: null },
    ]);
    for (const name of Object.keys(EXPORT_JSON_FILES).filter((file) => file !== 'profile.json')) {
      expect(jsonOf(entries, name), name).not.toHaveLength(0);
    }
    const checkIns = jsonOf(entries, 'check-ins.json') as {
      challengeTitle: string;
      date: string;
      kind: string;
    }[];
    // by date: the two of 2026-03-10 (in either challenge's order), then the rest day
    expect(checkIns.map((row) => row.date)).toEqual(['2026-03-10', '2026-03-10', '2026-03-11']);
    expect(checkIns.map((row) => `${row.challengeTitle} ${row.kind}`).sort()).toEqual([
      'Erin’s Step Fortnight check_in',
      'Otto’s Sugar Sprint check_in',
      'Otto’s Sugar Sprint rest',
    ]);
    expect(
      checkIns.find((row) => row.kind === 'check_in' && row.challengeTitle === 'Otto’s Sugar Sprint'),
    ).toMatchObject({
      notes: 'Tea, no "sugar"\nsecond line',
      cheersReceived: 1,
      organizerFlag: { reason: 'Really?', flaggedAt: expect.any(String) },
    });
    expect(jsonOf(entries, 'challenges-organised.json')).toEqual([
      expect.objectContaining({ title: 'Erin’s Step Fortnight' }),
    ]);
    expect(jsonOf(entries, 'participations.json')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          challengeTitle: 'Otto’s Sugar Sprint',
          organizerName: 'Otto Other',
          isOrganizer: false,
        }),
      ]),
    );
    expect(jsonOf(entries, 'group-posts.json')).toEqual([
      expect.objectContaining({ content: 'Erin’s group post' }),
    ]);
    expect(jsonOf(entries, 'group-post-comments.json')).toEqual([
      expect.objectContaining({ content: 'Erin’s comment' }),
    ]);
    expect(jsonOf(entries, 'group-post-reactions.json')).toEqual([
      expect.objectContaining({ reaction: 'love' }),
    ]);
    expect(jsonOf(entries, 'forum-posts.json')).toEqual([
      expect.objectContaining({ title: 'Erin’s forum idea' }),
    ]);
    expect(jsonOf(entries, 'forum-comments.json')).toEqual([
      expect.objectContaining({ content: 'Erin’s forum comment' }),
    ]);
    expect(jsonOf(entries, 'forum-votes.json')).toEqual([
      expect.objectContaining({ postTitle: 'Otto’s idea' }),
    ]);
    expect(jsonOf(entries, 'cheers-given.json')).toEqual([
      expect.objectContaining({ checkInDate: '2026-03-09' }),
    ]);
    expect(jsonOf(entries, 'check-in-flags-given.json')).toEqual([
      expect.objectContaining({ reason: 'Looks odd' }),
    ]);
    expect(jsonOf(entries, 'invitations-received.json')).toEqual([
      expect.objectContaining({ challengeTitle: 'Otto’s Next Sprint' }),
    ]);
    expect(jsonOf(entries, 'feedback.json')).toEqual([expect.objectContaining({ title: 'Erin’s feedback' })]);
    expect(jsonOf(entries, 'blocks.json')).toEqual([
      { id: expect.any(String), name: 'Bo Blocked', blockedAt: expect.any(String) },
    ]);
    expect(jsonOf(entries, 'push-subscriptions.json')).toEqual([
      { id: expect.any(String), endpoint: 'https://push.example/erin', createdAt: expect.any(String) },
    ]);
  });

  it('never holds another person’s e-mail address, their writing, push keys or secrets', async () => {
    const { entries } = await download();
    const everything = [...entries.values()].map((bytes) => bytes.toString('utf8')).join('\n');
    for (const text of [
      OTHER_EMAIL,
      INVITEE_EMAIL,
      ...OTHERS_TEXTS,
      PUSH_KEYS.p256dh,
      PUSH_KEYS.auth,
      TOKEN_HASH,
      LINK_HASH,
      FEED_HASH,
    ]) {
      expect(everything).not.toContain(text);
    }
    // a password hash (scrypt: salt:key) and session tokens are not exported
    expect(everything).not.toMatch(/"(password|token|p256dh|auth)"/);
    expect(everything).not.toMatch(/[0-9a-f]{32}:[0-9a-f]{64,}/);
  });

  it('writes check-ins.csv with the header row, one row a day, proper quoting and UTF-8', async () => {
    const { entries } = await download();
    const csv = entries.get(EXPORT_CSV_FILE)!.toString('utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1);
    expect(lines.split('\n')[0]).toBe(CHECK_IN_CSV_COLUMNS.join(','));
    expect(lines).toContain(
      'Otto’s Sugar Sprint,2026-03-10,check-in,yes,,"Tea, no ""sugar""\nsecond line",,,,,typed\n',
    );
    expect(lines).toContain('Erin’s Step Fortnight,2026-03-10,check-in,');
    // the amount columns come last: a step day's count against its target, empty on the others (amount-export.test.ts)
    expect(lines).toMatch(
      /Erin’s Step Fortnight,2026-03-10,check-in,(yes|no),12000,,12000,\d+,steps,at least,typed\n/,
    );
    expect(lines).toContain('Otto’s Sugar Sprint,2026-03-11,rest day,,,,,,,,typed\n');
  });

  it('costs the same number of statements whatever the amount of data', async () => {
    const fetchAll = () => download();
    const before = await countStatements(t.db, fetchAll);
    await t.db.insert(notifications).values(
      Array.from({ length: 40 }, (_, index) => ({
        userId: me.user.id,
        title: `Note ${index}`,
        message: 'More data',
      })),
    );
    const after = await countStatements(t.db, fetchAll);
    expect(after).toBe(before);
    // the session, the rate limit, the profile, one page per other JSON file and one for the CSV: 27
    expect(before).toBe(2 + Object.keys(EXPORT_JSON_FILES).length + 1);
  });

  it('reads every row across pages in the key’s order, each once', async () => {
    const owner = { userId: me.user.id, confirmedAddress: me.user.email };
    const pages = [];
    for await (const page of allRows(t.db, owner, readCheckIns, 2)) pages.push(page);
    expect(pages.map((page) => page.length)).toEqual([2, 1]);
    expect(pages.flat().map((row) => row.date)).toEqual(['2026-03-10', '2026-03-10', '2026-03-11']);
  });

  it('reads every kind the same in pages of one row as in one page', async () => {
    const owner = { userId: me.user.id, confirmedAddress: me.user.email };
    const rowsOf = async (pages: AsyncIterable<unknown[]>) => {
      const rows: unknown[] = [];
      for await (const page of pages) rows.push(...page);
      return rows;
    };
    for (const [name, pagesOf] of Object.entries(EXPORT_LISTS)) {
      const whole = await rowsOf(pagesOf(t.db, owner));
      expect(whole.length, name).toBeGreaterThan(0);
      expect(await rowsOf(pagesOf(t.db, owner, 1)), name).toEqual(whole);
    }
  });

  it('refuses a signed-out visitor with 401', async () => {
    const response = await t.visitor().get(ACCOUNT_EXPORT_PATH);
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toMatchObject({ code: 'UNAUTHORIZED' });
    const asPage = await t.visitor().get(ACCOUNT_EXPORT_PATH, { 'sec-fetch-mode': 'navigate' });
    expect(asPage.status).toBe(401);
    expect(asPage.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await asPage.text()).not.toContain('{');
  });

  it('ends the download with an error when a read fails halfway, never with a zip that looks complete', async () => {
    // the files are read as the zip is written, after the answer has begun: a table out of reach fails the body
    await t.db.execute(sql`alter table forum_votes rename to forum_votes_away`);
    try {
      const response = await me.client.get(ACCOUNT_EXPORT_PATH);
      expect(response.status).toBe(200);
      await expect(response.arrayBuffer()).rejects.toThrow();
    } finally {
      await t.db.execute(sql`alter table forum_votes_away rename to forum_votes`);
    }
    expect(t.logged).toContainEqual(expect.objectContaining({ msg: 'account export failed halfway' }));
  });
});
