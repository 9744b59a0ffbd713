import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecentCheckIn } from '#shared/check-ins/check-ins.types';
import type { ForumPostDetail } from '#shared/forum/forum.types';
import type { GroupPost, GroupPostComment } from '#shared/groups/groups.types';
import type { Leaderboard } from '#shared/leaderboards/leaderboards.types';
import type { NotificationList } from '#shared/notifications/notifications.types';
import type { UserSearchResult } from '#shared/users/user-search';
import { groupChallenges } from '#server/db/schema/social';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import {
  givenChallenge,
  givenJoined,
  givenPerson,
  insertChallenge,
  type Person,
} from '#server/testing/given';
import { givenBlockCast } from '#server/testing/fixtures/blocks';
import { givenFinishedChallenge } from '#server/testing/fixtures/challenge-rounds';
import { givenCheckIn } from '#server/testing/fixtures/check-ins';
import { cheerNotificationsOf, cheerPath } from '#server/testing/fixtures/cheers';
import { forumPage, forumPostPath, givenForumPost } from '#server/testing/fixtures/forum';
import { insertGroup } from '#server/testing/fixtures/groups';
import { givenPost, postPath, postsPath } from '#server/testing/fixtures/group-posts';
import { errorOf } from '#server/testing/http';

// product-rules.md#blocking, decision 084: every rule with its refused actor (someone acting on a person who blocked
// them) and its allowed ones (someone not blocked, and the blocker acting on the person they blocked).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let casts = 0;
const newCast = () => givenBlockCast(t, ` ${++casts}`);

/** A public group of everyone given, `actor` its admin. */
const groupOf = (admin: Person, ...members: Person[]) =>
  insertGroup(t.db, [
    [admin.user.id, 'admin'],
    ...members.map((member): [string, 'member'] => [member.user.id, 'member']),
  ]);

/** An action `actor` takes on `target`, set up from scratch; answers the response. */
type Action = (actor: Person, target: Person) => Promise<Response>;

/**
 * Each action: the status it answers when allowed, the neutral refusal, and what the blocker gets acting on the person
 * they blocked — allowed for invitations and adding; for a post of theirs, 404, since it is hidden from the blocker.
 */
const actions: [
  rule: string,
  action: Action,
  allowedStatus: number,
  refusal: string,
  blockerStatus: number,
][] = [
  [
    'invite to a challenge by id',
    async (actor, target) => {
      const challenge = await givenChallenge(actor.client);
      return actor.client.post(`/api/challenges/${challenge.id}/invitations`, { userId: target.user.id });
    },
    201,
    "You can't invite this person.",
    201,
  ],
  [
    'invite to a challenge by their e-mail address',
    async (actor, target) => {
      const challenge = await givenChallenge(actor.client);
      return actor.client.post(`/api/challenges/${challenge.id}/invitations`, { email: target.user.email });
    },
    201,
    "You can't invite this person.",
    201,
  ],
  [
    'add to a group',
    async (actor, target) => {
      const group = await groupOf(actor);
      return actor.client.post(`/api/groups/${group.id}/members`, { userId: target.user.id });
    },
    201,
    "You can't add this person.",
    201,
  ],
  [
    'add to a group challenge',
    async (actor, target) => {
      const group = await groupOf(actor, target);
      const challenge = await insertChallenge(t.db, { organizer: actor });
      await t.db.insert(groupChallenges).values({ groupId: group.id, challengeId: challenge.id });
      return actor.client.post(`/api/challenges/${challenge.id}/group-members`, { userId: target.user.id });
    },
    201,
    "You can't add this person.",
    201,
  ],
  [
    'comment on their forum post',
    async (actor, target) => {
      const post = await givenForumPost(target.client);
      return actor.client.post(`${forumPostPath(post.id)}/comments`, { content: 'Agreed!' });
    },
    201,
    "You can't comment on this post.",
    404,
  ],
  [
    'vote for their forum post',
    async (actor, target) => {
      const post = await givenForumPost(target.client);
      return actor.client.put(`${forumPostPath(post.id)}/vote`);
    },
    200,
    "You can't react to this post.",
    404,
  ],
  [
    'comment on their group post',
    async (actor, target) => {
      const group = await groupOf(target, actor);
      const post = await givenPost(target.client, group.id);
      return actor.client.post(`${postPath(group.id, post.id)}/comments`, { content: 'Well done!' });
    },
    201,
    "You can't comment on this post.",
    404,
  ],
  [
    'react to their group post',
    async (actor, target) => {
      const group = await groupOf(target, actor);
      const post = await givenPost(target.client, group.id);
      return actor.client.put(`${postPath(group.id, post.id)}/reactions/like`);
    },
    200,
    "You can't react to this post.",
    404,
  ],
];

describe.each(actions)('%s', (_rule, action, allowedStatus, refusal, blockerStatus) => {
  it('is refused to the person blocked by the target, with a neutral 403', async () => {
    const { bea, abe } = await newCast();
    const response = await action(abe, bea);
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({ code: 'FORBIDDEN', message: refusal });
  });

  it('is allowed to someone the target did not block', async () => {
    const { bea, cai } = await newCast();
    expect((await action(cai, bea)).status).toBe(allowedStatus);
  });

  it(`answers the blocker ${blockerStatus}, acting on the person they blocked`, async () => {
    const { bea, abe } = await newCast();
    expect((await action(bea, abe)).status).toBe(blockerStatus);
  });
});

/** Whether `viewer` sees what `author` wrote or did, set up from scratch. */
type Sight = (viewer: Person, author: Person) => Promise<boolean>;

const sights: [what: string, sight: Sight][] = [
  [
    'sees their forum post in the list',
    async (viewer, author) => {
      const post = await givenForumPost(author.client, { title: `Post by ${author.user.name}` });
      const { posts } = await forumPage(viewer.client, '?category=feature_request');
      return posts.some((listed) => listed.id === post.id);
    },
  ],
  [
    'opens their forum post',
    async (viewer, author) => {
      const post = await givenForumPost(author.client);
      return (await viewer.client.get(forumPostPath(post.id))).status === 200;
    },
  ],
  [
    'sees their comment on a forum post',
    async (viewer, author) => {
      const post = await givenForumPost((await givenPerson(t, { name: 'Poppy Poster' })).client);
      const comment = await author.client.post(`${forumPostPath(post.id)}/comments`, { content: 'Me too' });
      expect(comment.status).toBe(201);
      const page = (await (await viewer.client.get(forumPostPath(post.id))).json()) as ForumPostDetail;
      return page.comments.some((listed) => listed.content === 'Me too');
    },
  ],
  [
    'sees their group post',
    async (viewer, author) => {
      const group = await groupOf(viewer, author);
      const post = await givenPost(author.client, group.id);
      const posts = (await (await viewer.client.get(postsPath(group.id))).json()) as GroupPost[];
      return posts.some((listed) => listed.id === post.id);
    },
  ],
  [
    'sees their comment on a group post',
    async (viewer, author) => {
      const poster = await givenPerson(t, { name: 'Poppy Poster' });
      const group = await groupOf(poster, viewer, author);
      const post = await givenPost(poster.client, group.id);
      const path = `${postPath(group.id, post.id)}/comments`;
      expect((await author.client.post(path, { content: 'Nice' })).status).toBe(201);
      const comments = (await (await viewer.client.get(path)).json()) as GroupPostComment[];
      return comments.some((listed) => listed.author.id === author.user.id);
    },
  ],
  [
    'sees their cheer on a check-in, and is told of it',
    async (viewer, author) => {
      const challenge = await insertChallenge(t.db, { organizer: viewer, participants: [author] });
      const { id: checkInId } = await givenCheckIn(viewer.client, challenge.id);
      expect((await author.client.post(cheerPath(checkInId))).status).toBe(201);
      const response = await viewer.client.get(`/api/challenges/${challenge.id}/check-ins?scope=recent`);
      const { checkIns } = (await response.json()) as { checkIns: RecentCheckIn[] };
      const counted = checkIns.find((item) => item.id === checkInId)!.cheers.count === 1;
      const told = (await cheerNotificationsOf(t.db, checkInId)).length === 1;
      expect(told).toBe(counted);
      return counted;
    },
  ],
];

describe.each(sights)('%s', (_what, sight) => {
  it('never for the person who blocked them', async () => {
    const { bea, abe } = await newCast();
    expect(await sight(bea, abe)).toBe(false);
  });

  it('for someone who did not block them', async () => {
    const { abe, cai } = await newCast();
    expect(await sight(cai, abe)).toBe(true);
  });

  it('for the blocked person, about the one who blocked them', async () => {
    const { bea, abe } = await newCast();
    expect(await sight(abe, bea)).toBe(true);
  });
});

describe('a new round of a challenge', () => {
  const invitedTo = async (person: Person, challengeId: string) => {
    const bell = (await (await person.client.get('/api/notifications')).json()) as NotificationList;
    return bell.notifications.some((item) => item.type === 'invitation' && item.challengeId === challengeId);
  };

  it('invites the past participants but the one who blocked its organizer', async () => {
    const { bea, abe, cai } = await newCast();
    const source = await givenFinishedChallenge(t, {
      organizer: abe,
      others: [bea, cai],
      metDays: [[0], [0], [0]],
    });
    const response = await abe.client.post(`/api/challenges/${source.id}/rounds`, {});
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await invitedTo(cai, id)).toBe(true);
    expect(await invitedTo(bea, id)).toBe(false);
  });

  it('invites the person its organizer blocked', async () => {
    const { bea, abe } = await newCast();
    const source = await givenFinishedChallenge(t, { organizer: bea, others: [abe], metDays: [[0], [0]] });
    const response = await bea.client.post(`/api/challenges/${source.id}/rounds`, {});
    const { id } = (await response.json()) as { id: string };
    expect(await invitedTo(abe, id)).toBe(true);
  });
});

describe('Find Users', () => {
  const finds = async (asker: Person, sought: Person) => {
    const response = await asker.client.get(`/api/users/search?q=${encodeURIComponent(sought.user.name)}`);
    expect(response.status).toBe(200);
    const results = (await response.json()) as UserSearchResult[];
    return results.some((result) => result.id === sought.user.id);
  };

  it('never shows the blocked person the one who blocked them, by name or by address', async () => {
    const { bea, abe } = await newCast();
    expect(await finds(abe, bea)).toBe(false);
    const byAddress = await abe.client.get(`/api/users/search?q=${encodeURIComponent(bea.user.email)}`);
    expect(await byAddress.json()).toEqual([]);
  });

  it('shows them to someone they did not block', async () => {
    const { bea, cai } = await newCast();
    expect(await finds(cai, bea)).toBe(true);
  });

  it('shows the blocker the person they blocked', async () => {
    const { bea, abe } = await newCast();
    expect(await finds(bea, abe)).toBe(true);
  });
});

describe('shared challenges stay', () => {
  it('keep both people on each other’s board, complete', async () => {
    const { bea, abe } = await newCast();
    const challenge = await givenChallenge(bea.client);
    await givenJoined(abe.client, challenge.id);
    await givenCheckIn(bea.client, challenge.id);
    await givenCheckIn(abe.client, challenge.id);
    for (const viewer of [bea, abe]) {
      const board = (await (
        await viewer.client.get(`/api/challenges/${challenge.id}/leaderboard`)
      ).json()) as Leaderboard;
      expect(board.entries.map((entry) => entry.userId).sort()).toEqual([abe.user.id, bea.user.id].sort());
    }
  });
});
