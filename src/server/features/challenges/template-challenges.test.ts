import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeTypes, defaultGoalConfig } from '#shared/challenges/challenge-types';
import { TEMPLATE_KEYS } from '#shared/challenges/ready-made-templates';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { challenges } from '#server/db/schema/challenges';
import { seedTemplateChallenges } from './template-challenges';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const templates = () => t.db.select().from(challenges).where(isNull(challenges.organizerId));

describe('template challenges', () => {
  it('has one template per non-custom type, with that type’s default goal configuration', async () => {
    const rows = (await templates()).filter((row) => row.challengeType !== 'custom');
    expect(rows.map((row) => row.templateKey).sort()).toEqual(
      challengeTypes.filter((type) => type !== 'custom').sort(),
    );
    for (const row of rows) {
      expect(row.templateKey).toBe(row.challengeType);
      expect(row.goalConfig).toEqual(defaultGoalConfig(row.challengeType as never));
      expect(row.rules.length).toBeGreaterThan(0);
      expect(row.description.length).toBeGreaterThanOrEqual(10);
    }
  });

  it('has the amount habits as custom templates with their amount goal (decision 082)', async () => {
    const amountGoals = Object.fromEntries(
      (await templates())
        .filter((row) => row.challengeType === 'custom')
        .map((row) => [row.templateKey, row.goalConfig]),
    );
    expect(amountGoals).toEqual({
      reading: { amount: { unit: 'pages', target: 20, direction: 'at_least' } },
      meditation: { amount: { unit: 'minutes', target: 10, direction: 'at_least' } },
      water: { amount: { unit: 'glasses', target: 8, direction: 'at_least' } },
      screen_time: { amount: { unit: 'hours', target: 2, direction: 'at_most' } },
    });
  });

  it('seeds idempotently', async () => {
    await seedTemplateChallenges(t.db);
    await seedTemplateChallenges(t.db);
    expect(await templates()).toHaveLength(TEMPLATE_KEYS.length);
  });
});
