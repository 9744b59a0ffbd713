import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { insertChallenge, insertPeople } from '#server/testing/given';
import { uniqueEmail } from '#server/testing/test-client';
import { FORUM_POSTS_PATH, forumPostPath, givenForumPost } from '#server/testing/fixtures/forum';
import { givenCheckIn } from '#server/testing/fixtures/check-ins';
import { cheerPath } from '#server/testing/fixtures/cheers';
import { givenGroup, insertGroup } from '#server/testing/fixtures/groups';
import { givenPost, postForm, postPath, postsPath } from '#server/testing/fixtures/group-posts';
import { errorOf } from '#server/testing/http';
import type { PersonLimit } from './rate-limit';
import {
  addingPeopleLimit,
  forumCommentLimit,
  forumPostLimit,
  groupCommentLimit,
  groupPostLimit,
  invitationLimit,
  newAddressInvitationLimit,
  reactionLimit,
} from './spam-limits';

// Decision 086: each allowance is met by a scripted burst, hour after hour until the day's is spent, and refused
// with 429, the product's message and Retry-After; never a 5xx. RATE_LIMIT_SCALE=0.1 keeps the bursts short (a
// tenth of every allowance, rounded up); each person signs up from an address of their own, so the sign-up limit
// (per address, scaled alike) stays out of the way.
const SCALE = 0.1;
const START = new Date('2026-03-10T06:00:00Z');
const HOUR_MS = 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: String(SCALE) });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(START));

let addresses = 0;
async function person(name = 'Sam Spammer') {
  const client = t.visitorFrom(`203.0.113.${++addresses}`);
  const user = await client.signUp({ name });
  return { client, user };
}

const later = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms));

/**
 * Acts until the limit's day allowance is spent, an hour at a time: each hour's allowance is accepted (2xx), the
 * next attempt refused with the hour's message, the last one with the day's. Answers every status seen.
 */
async function burstThrough(limit: PersonLimit, act: (attempt: number) => Promise<Response>) {
  const perHour = Math.ceil(limit.perHour * SCALE);
  const perDay = Math.ceil(limit.perDay * SCALE);
  const statuses: number[] = [];
  let attempt = 0;
  let accepted = 0;
  while (accepted < perDay) {
    const thisHour = Math.min(perHour, perDay - accepted);
    for (let i = 0; i < thisHour; i++) {
      const response = await act(attempt++);
      statuses.push(response.status);
      expect(response.status, await response.clone().text()).toBeLessThan(300);
    }
    accepted += thisHour;
    const refused = await act(attempt++);
    statuses.push(refused.status);
    expect(refused.status).toBe(429);
    const isDaySpent = accepted === perDay;
    expect(await errorOf(refused)).toMatchObject({
      code: 'RATE_LIMITED',
      message: isDaySpent ? limit.dayMessage : limit.hourMessage,
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(isDaySpent ? 24 * 3600 : 3600);
    if (!isDaySpent) later(HOUR_MS + 60_000);
  }
  return statuses;
}

const noServerErrors = (statuses: number[]) => expect(statuses.filter((status) => status >= 500)).toEqual([]);

describe('limits against spam, an hour and a day per person', () => {
  it('forum posts: the day ends the burst with its own message, and the next day allows again', async () => {
    const { client } = await person();
    const post = (n: number) => client.post(FORUM_POSTS_PATH, { category: 'bugs', title: `Spam ${n}` });
    const statuses = await burstThrough(forumPostLimit, post);
    noServerErrors(statuses);
    const { client: other } = await person();
    expect((await other.post(FORUM_POSTS_PATH, { category: 'bugs', title: 'Mine' })).status).toBe(201);
    later(24 * HOUR_MS);
    expect((await post(0)).status).toBe(201);
  });

  it('forum comments', async () => {
    const { client } = await person();
    const { id } = await givenForumPost((await person('Author')).client);
    const statuses = await burstThrough(forumCommentLimit, (n) =>
      client.post(`${forumPostPath(id)}/comments`, { content: `+${n}` }),
    );
    noServerErrors(statuses);
  });

  it('group posts and group comments', async () => {
    const { client, user } = await person();
    const group = await insertGroup(t.db, [[user.id, 'admin']]);
    noServerErrors(
      await burstThrough(groupPostLimit, (n) => client.post(postsPath(group.id), postForm(`Post ${n}`))),
    );
    const commenter = await person();
    await commenter.client.post(`/api/groups/${group.id}/join`);
    later(24 * HOUR_MS);
    const { id } = await givenPost(client, group.id);
    noServerErrors(
      await burstThrough(groupCommentLimit, (n) =>
        commenter.client.post(`${postPath(group.id, id)}/comments`, { content: `+${n}` }),
      ),
    );
  });

  it('reactions: forum votes, group post reactions and cheers, on and off, count together', async () => {
    const { client, user } = await person();
    const author = await person('Author');
    const { id: forumPostId } = await givenForumPost(author.client);
    const group = await insertGroup(t.db, [
      [author.user.id, 'admin'],
      [user.id, 'member'],
    ]);
    const { id: groupPostId } = await givenPost(author.client, group.id);
    const challenge = await insertChallenge(t.db, { organizer: author, participants: [{ id: user.id }] });
    const { id: checkInId } = await givenCheckIn(author.client, challenge.id);
    const reactions = [
      () => client.put(`${forumPostPath(forumPostId)}/vote`),
      () => client.delete(`${forumPostPath(forumPostId)}/vote`),
      () => client.put(`${postPath(group.id, groupPostId)}/reactions/like`),
      () => client.delete(`${postPath(group.id, groupPostId)}/reactions/like`),
      () => client.post(cheerPath(checkInId)),
      () => client.delete(cheerPath(checkInId)),
    ];
    const statuses = await burstThrough(reactionLimit, (n) => reactions[n % reactions.length]!());
    noServerErrors(statuses);
  });

  it('invitations to a challenge, to people with an account', async () => {
    const { client, user } = await person();
    const invitees = await insertPeople(t.db, {}, {});
    const challenge = await insertChallenge(t.db, { organizer: { id: user.id } });
    const statuses = await burstThrough(invitationLimit, (n) =>
      client.post(`/api/challenges/${challenge.id}/invitations`, { userId: invitees[n % 2]!.id }),
    );
    noServerErrors(statuses);
  });

  it('invitations to addresses without an account have a tighter allowance of their own', async () => {
    const { client, user } = await person();
    const challenge = await insertChallenge(t.db, { organizer: { id: user.id } });
    const invite = (body: object) => client.post(`/api/challenges/${challenge.id}/invitations`, body);
    const sentBefore = t.sent.length;
    const statuses = await burstThrough(newAddressInvitationLimit, () =>
      invite({ email: uniqueEmail('stranger') }),
    );
    noServerErrors(statuses);
    // only the accepted ones were e-mailed; an hour on, someone with an account can be invited again
    expect(t.sent.length - sentBefore).toBe(Math.ceil(newAddressInvitationLimit.perDay * SCALE));
    later(HOUR_MS + 60_000);
    const [member] = await insertPeople(t.db, {});
    expect((await invite({ email: member!.email })).status).toBe(201);
  });

  it('adding people to a group (and a group challenge: the same allowance)', async () => {
    const { client } = await person();
    const group = await givenGroup(client);
    const people = await insertPeople(t.db, ...Array.from({ length: 40 }, () => ({})));
    const statuses = await burstThrough(addingPeopleLimit, (n) =>
      client.post(`/api/groups/${group.id}/members`, { userId: people[n]!.id }),
    );
    noServerErrors(statuses);
  });
});
