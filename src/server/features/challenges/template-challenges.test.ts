import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeTypes, defaultGoalConfig } from '#shared/challenges/challenge-types';
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
    const rows = await templates();
    const types = rows.map((row) => row.challengeType).sort();
    expect(types).toEqual(challengeTypes.filter((type) => type !== 'custom').sort());
    for (const row of rows) {
      expect(row.goalConfig).toEqual(defaultGoalConfig(row.challengeType as never));
      expect(row.rules.length).toBeGreaterThan(0);
      expect(row.description.length).toBeGreaterThanOrEqual(10);
    }
  });

  it('seeds idempotently', async () => {
    await seedTemplateChallenges(t.db);
    await seedTemplateChallenges(t.db);
    expect(await templates()).toHaveLength(7);
  });
});
