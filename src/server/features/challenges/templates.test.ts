import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChallengeDetail, TemplateChallenge } from '#shared/challenges/challenges.types';
import { challenges } from '#server/db/schema/challenges';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenChallenge, givenPerson, TEST_TODAY } from '#server/testing/given';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const templateOfType = async (type: string) => {
  const { client } = await givenPerson(t);
  const { templates } = (await (await client.get('/api/challenges/templates')).json()) as {
    templates: TemplateChallenge[];
  };
  return templates.find((template) => template.challengeType === type)!;
};
const copiesOf = (templateId: string) =>
  t.db.select().from(challenges).where(eq(challenges.templateId, templateId));
const messageOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message;

describe('the template list', () => {
  it('lists the templates in the order they were made, with what a card shows', async () => {
    const { client } = await givenPerson(t);
    const response = await client.get('/api/challenges/templates');
    expect(response.status).toBe(200);
    const { templates } = (await response.json()) as { templates: TemplateChallenge[] };
    const stored = await t.db
      .select()
      .from(challenges)
      .where(isNull(challenges.organizerId))
      .orderBy(challenges.createdAt, challenges.id);
    expect(templates.map((template) => template.id)).toEqual(stored.map((row) => row.id));
    expect(templates.find((template) => template.challengeType === 'step_count')).toEqual({
      id: expect.any(String),
      title: '30K Steps a Day',
      description: expect.any(String),
      challengeType: 'step_count',
      rules: expect.arrayContaining(['Check in daily']),
      goalConfig: { target_steps: 30000, label: 'Daily Steps' },
      dailyGoal: { kind: 'amount', unit: 'steps', customUnit: null, target: 30000, direction: 'at_least' },
    });
  });

  it('refuses an anonymous visitor', async () => {
    expect((await t.visitor().get('/api/challenges/templates')).status).toBe(401);
  });

  it('lists only templates, never the challenges people made', async () => {
    const { client } = await givenPerson(t);
    const mine = await givenChallenge(client);
    const { templates } = (await (await client.get('/api/challenges/templates')).json()) as {
      templates: TemplateChallenge[];
    };
    expect(templates.map((template) => template.id)).not.toContain(mine.id);
  });
});

describe('starting a template', () => {
  it("makes a personal 14-day copy, titled after the template and the person, in the person's timezone", async () => {
    const template = await templateOfType('sugar_free');
    const { client, user } = await givenPerson(t, { name: 'Sam Starter', timezone: 'America/Chicago' });
    const response = await client.post(`/api/challenges/templates/${template.id}/start`, {
      startDate: TEST_TODAY,
    });
    expect(response.status).toBe(201);
    const copy = (await response.json()) as ChallengeDetail;
    expect(copy).toMatchObject({
      title: "14-Day Sugar Detox - Sam Starter's Challenge",
      description: template.description,
      challengeType: 'sugar_free',
      rules: template.rules,
      goalConfig: template.goalConfig,
      templateId: template.id,
      startDate: TEST_TODAY,
      endDate: '2026-03-23',
      timezone: 'America/Chicago',
      status: 'active',
      organizer: { id: user.id, name: 'Sam Starter' },
      participants: [{ id: user.id }],
      progress: { totalDays: 14 },
      viewer: { isOrganizer: true, isParticipant: true, canCheckIn: true },
    });
    const list = (await (await client.get('/api/challenges')).json()) as { challenges: ChallengeDetail[] };
    expect(list.challenges.map((challenge) => challenge.id)).toEqual([copy.id]);
  });

  it('makes a copy starting later upcoming until its start date (status is derived, never stored)', async () => {
    const template = await templateOfType('step_count');
    const { client } = await givenPerson(t);
    const response = await client.post(`/api/challenges/templates/${template.id}/start`, {
      startDate: '2026-04-01',
    });
    expect(await response.json()).toMatchObject({
      startDate: '2026-04-01',
      endDate: '2026-04-14',
      status: 'upcoming',
      goalConfig: { target_steps: 30000, label: 'Daily Steps' },
      dailyGoal: { kind: 'amount', unit: 'steps', customUnit: null, target: 30000, direction: 'at_least' },
    });
  });

  it("accepts the person's today where they are, far from UTC, and refuses their yesterday", async () => {
    const template = await templateOfType('exercise');
    // 2026-03-10T12:00Z is already 2026-03-11 on Kiritimati (UTC+14)
    const { client } = await givenPerson(t, { timezone: 'Pacific/Kiritimati' });
    const yesterday = await client.post(`/api/challenges/templates/${template.id}/start`, {
      startDate: TEST_TODAY,
    });
    expect(yesterday.status).toBe(400);
    expect(await yesterday.json()).toMatchObject({
      error: {
        message: 'Start date cannot be in the past.',
        fields: { startDate: 'Start date cannot be in the past.' },
      },
    });
    const today = await client.post(`/api/challenges/templates/${template.id}/start`, {
      startDate: '2026-03-11',
    });
    expect(today.status).toBe(201);
    expect(await today.json()).toMatchObject({ status: 'active', today: '2026-03-11' });
  });

  it.each([
    [{}, "Please select when you'd like to start this challenge."],
    [{ startDate: '' }, "Please select when you'd like to start this challenge."],
    [{ startDate: null }, "Please select when you'd like to start this challenge."],
    [{ startDate: '2026-02-31' }, 'Please enter a valid date.'],
    [{ startDate: 'tomorrow' }, 'Please enter a valid date.'],
  ])('refuses a missing or malformed start date (%j) and writes nothing', async (body, message) => {
    const template = await templateOfType('fiber_intake');
    const { client } = await givenPerson(t);
    const before = (await copiesOf(template.id)).length;
    const response = await client.post(`/api/challenges/templates/${template.id}/start`, body);
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(message);
    expect(await copiesOf(template.id)).toHaveLength(before);
  });

  it('refuses an anonymous visitor (the client says to log in)', async () => {
    const template = await templateOfType('sleep_early');
    const response = await t
      .visitor()
      .post(`/api/challenges/templates/${template.id}/start`, { startDate: TEST_TODAY });
    expect(response.status).toBe(401);
    expect(await copiesOf(template.id)).toEqual([]);
  });

  it('answers a challenge that is not a template, an unknown id and a malformed id with 404', async () => {
    const { client } = await givenPerson(t);
    const ordinary = await givenChallenge(client);
    for (const id of [ordinary.id, '0b8e6e1c-2f7e-4a53-9a41-7d2f0c1e9b11', 'nope']) {
      const response = await client.post(`/api/challenges/templates/${id}/start`, { startDate: TEST_TODAY });
      expect(response.status).toBe(404);
      expect(await messageOf(response)).toBe('Challenge not found');
    }
    expect(await copiesOf(ordinary.id)).toEqual([]);
  });

  it('lets a friend join a personal copy by its link, like any challenge', async () => {
    const template = await templateOfType('intermittent_fasting');
    const { client: starter } = await givenPerson(t);
    const copy = (await (
      await starter.post(`/api/challenges/templates/${template.id}/start`, { startDate: TEST_TODAY })
    ).json()) as ChallengeDetail;
    const { client: friend } = await givenPerson(t);
    const joined = await friend.post(`/api/challenges/${copy.id}/join`);
    expect(joined.status).toBe(200);
    expect(await joined.json()).toMatchObject({ templateId: template.id, participantCount: 2 });
  });
});

describe("the templates in the asker's language (issue 26)", () => {
  const german = { Cookie: 'locale=de' };

  it('lists the templates as a German screen shows them, and the dashboard’s carousel the same', async () => {
    const { client } = await givenPerson(t);
    const { templates } = (await (await client.get('/api/challenges/templates', german)).json()) as {
      templates: TemplateChallenge[];
    };
    expect(templates.find((template) => template.challengeType === 'sugar_free')).toMatchObject({
      title: '14-Tage-Zucker-Detox',
      description: expect.stringContaining('zugesetzten Zucker'),
      rules: expect.arrayContaining(['Kein zugesetzter Zucker, in keiner Form']),
    });
    const dashboard = (await (await client.get('/api/dashboard', german)).json()) as {
      templates: TemplateChallenge[];
    };
    expect(dashboard.templates.map((template) => template.title)).toEqual(
      templates.map((template) => template.title),
    );
  });

  it('makes a German speaker’s personal copy in German, titled after the template and the person', async () => {
    const template = await templateOfType('sugar_free');
    const { client } = await givenPerson(t, { name: 'Sam Starter' });
    const response = await client.post(
      `/api/challenges/templates/${template.id}/start`,
      { startDate: TEST_TODAY },
      { 'Accept-Language': 'de-DE,de;q=0.9' },
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      title: '14-Tage-Zucker-Detox - Challenge von Sam Starter',
      description: expect.stringContaining('zugesetzten Zucker'),
      rules: expect.arrayContaining(['Kein zugesetzter Zucker, in keiner Form']),
      templateId: template.id,
    });
  });
});

describe('the amount templates (issue 27, decision 082)', () => {
  const templateTitled = async (title: string) => {
    const { client } = await givenPerson(t);
    const { templates } = (await (await client.get('/api/challenges/templates')).json()) as {
      templates: TemplateChallenge[];
    };
    return templates.find((template) => template.title === title)!;
  };

  it('lists reading, meditation, water and screen time with their amount goals', async () => {
    const goals = await Promise.all(
      ['Read 20 Pages a Day', 'Ten Calm Minutes', 'Eight Glasses of Water', 'Screen Time Under 2 Hours'].map(
        async (title) => (await templateTitled(title)).dailyGoal,
      ),
    );
    expect(goals).toEqual([
      { kind: 'amount', unit: 'pages', customUnit: null, target: 20, direction: 'at_least' },
      { kind: 'amount', unit: 'minutes', customUnit: null, target: 10, direction: 'at_least' },
      { kind: 'amount', unit: 'glasses', customUnit: null, target: 8, direction: 'at_least' },
      { kind: 'amount', unit: 'hours', customUnit: null, target: 2, direction: 'at_most' },
    ]);
  });

  it('makes personal copies that count amounts on one board of every copy, in the person’s language', async () => {
    const template = await templateTitled('Screen Time Under 2 Hours');
    const ana = await givenPerson(t, { name: 'Ana Under' });
    const ben = await givenPerson(t, { name: 'Ben Over' });
    const copies: ChallengeDetail[] = [];
    for (const person of [ana, ben]) {
      const response = await person.client.post(
        `/api/challenges/templates/${template.id}/start`,
        { startDate: TEST_TODAY },
        { 'Accept-Language': 'de' },
      );
      expect(response.status).toBe(201);
      copies.push((await response.json()) as ChallengeDetail);
    }
    expect(copies[0]).toMatchObject({
      title: expect.stringContaining('Challenge von Ana Under'),
      challengeType: 'custom',
      goalConfig: { amount: { unit: 'hours', target: 2, direction: 'at_most' } },
      templateId: template.id,
    });
    for (const [person, copy, amount] of [
      [ana, copies[0]!, 1.5],
      [ben, copies[1]!, 3],
    ] as const) {
      const checkIn = await person.client.post(`/api/challenges/${copy.id}/check-ins`, {
        date: TEST_TODAY,
        amount,
      });
      expect(checkIn.status).toBe(201);
    }
    const board = await (await ana.client.get(`/api/challenges/${copies[0]!.id}/leaderboard`)).json();
    expect(board).toMatchObject({
      kind: 'amount',
      goal: { unit: 'hours', target: 2, direction: 'at_most' },
      entries: [
        { userName: 'Ana Under', position: 1, sugarFreeDays: 1, amountTotal: 1.5 },
        { userName: 'Ben Over', position: 2, sugarFreeDays: 0, amountTotal: 3 },
      ],
    });
  });
});
