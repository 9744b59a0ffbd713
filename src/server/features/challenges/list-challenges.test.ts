import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenChallenge, givenPerson, TEST_TODAY } from '#server/testing/given';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the challenge list', () => {
  it('refuses an anonymous visitor', async () => {
    expect((await t.visitor().get('/api/challenges')).status).toBe(401);
  });

  it("holds the person's challenges as organizer or participant, with status derived from the dates", async () => {
    const { client: organizer, user: organizerUser } = await givenPerson(t, { name: 'Ada Organizer' });
    const { client: friend } = await givenPerson(t, { name: 'Ben Friend' });
    const upcoming = await givenChallenge(organizer, { status: 'upcoming', title: 'Upcoming one' });
    const active = await givenChallenge(organizer, { status: 'active', title: 'Active one' });
    const completed = await givenChallenge(organizer, { status: 'completed', title: 'Completed one' });
    const friends = await givenChallenge(friend, { title: "Ben's challenge" });
    expect((await organizer.post(`/api/challenges/${friends.id}/join`)).status).toBe(200);
    const { client: stranger } = await givenPerson(t);
    await givenChallenge(stranger, { title: 'Not mine' });

    const response = await organizer.get('/api/challenges');
    expect(response.status).toBe(200);
    const { challenges: list } = (await response.json()) as { challenges: ChallengeDetail[] };
    expect(list.map((challenge) => challenge.title).sort()).toEqual(
      ['Active one', "Ben's challenge", 'Completed one', 'Upcoming one'].sort(),
    );
    const byId = new Map(list.map((challenge) => [challenge.id, challenge]));
    expect(byId.get(upcoming.id)).toMatchObject({ status: 'upcoming', participantCount: 1 });
    expect(byId.get(active.id)).toMatchObject({
      status: 'active',
      today: TEST_TODAY,
      organizer: { id: organizerUser.id, name: 'Ada Organizer', avatar: null },
    });
    expect(byId.get(completed.id)).toMatchObject({ status: 'completed' });
    expect(byId.get(friends.id)).toMatchObject({ participantCount: 2, organizer: { name: 'Ben Friend' } });
    // the list is summaries: no participant lists or rules
    expect(byId.get(active.id)).not.toHaveProperty('participants');
  });

  it('is empty for someone in no challenge, and never lists templates', async () => {
    const { client } = await givenPerson(t);
    expect(await (await client.get('/api/challenges')).json()).toEqual({ challenges: [] });
  });

  it("derives status in the challenge's timezone: far east of UTC, tomorrow has already begun", async () => {
    // 2026-03-10T12:00Z is 2026-03-11 02:00 on Kiritimati (UTC+14)
    const { client: islander } = await givenPerson(t, { timezone: 'Pacific/Kiritimati' });
    const { client: londoner } = await givenPerson(t, { timezone: 'Europe/London' });
    const dates = { startDate: '2026-03-11', endDate: '2026-03-24' };
    const islands = await givenChallenge(islander, dates);
    const london = await givenChallenge(londoner, dates);
    expect(islands).toMatchObject({ status: 'active', today: '2026-03-11', viewer: { today: '2026-03-11' } });
    expect(london).toMatchObject({ status: 'upcoming', today: TEST_TODAY, viewer: { canCheckIn: false } });
    // the Londoner viewing the islands' challenge sees its status, with their own today
    const seen = await londoner.get(`/api/challenges/${islands.id}`);
    expect(await seen.json()).toMatchObject({
      status: 'active',
      today: '2026-03-11',
      viewer: { today: TEST_TODAY },
    });
  });
});
