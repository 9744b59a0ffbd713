import { and, eq } from 'drizzle-orm';
import { type ChallengeType, defaultGoalConfig } from '#shared/challenges/challenge-types';
import { defaultRulesIn } from '#shared/challenges/default-rules';
import { SOURCE_LOCALE } from '#shared/i18n/locales';
import { i18nFor } from '#server/i18n/i18n-for';
import type { Database } from '#server/db/database';
import { challenges } from '#server/db/schema/challenges';
import { isTemplateWhere } from './challenge-access';

interface TemplateSeed {
  challengeType: Exclude<ChallengeType, 'custom'>;
  title: string;
  description: string;
}

// One ready-made template per non-custom type, with its type's default rules. Their dates are placeholders: a
// personal copy gets its own. Their titles, descriptions and rules are data, written in English (decision 080).
const templates: TemplateSeed[] = [
  {
    challengeType: 'sugar_free',
    title: '14-Day Sugar Detox',
    description:
      'Cut out added sugar for two weeks and notice the difference in your energy, sleep and cravings.',
  },
  {
    challengeType: 'sleep_early',
    title: 'Early to Bed',
    description: 'Be in bed by 22:30 every night for two weeks and wake up rested and focused.',
  },
  {
    challengeType: 'high_protein_breakfast',
    title: 'Protein Breakfast Club',
    description: 'Start every morning with a breakfast of at least 25 g of protein to stay full and strong.',
  },
  {
    challengeType: 'exercise',
    title: 'Move Every Day',
    description:
      'Get at least 30 minutes of deliberate exercise every day for two weeks, in any form you enjoy.',
  },
  {
    challengeType: 'intermittent_fasting',
    title: '16:8 Fasting Fortnight',
    description: 'Keep all your meals inside an 8-hour window and fast for the other 16 hours of each day.',
  },
  {
    challengeType: 'fiber_intake',
    title: 'Fiber Boost',
    description: 'Eat at least 30 g of fiber a day from vegetables, fruit, legumes and whole grains.',
  },
  {
    challengeType: 'step_count',
    title: '30K Steps a Day',
    description:
      'Walk your way to better health: aim for the daily step target and see how far two weeks take you.',
  },
];

/** Inserts each template that is not there yet; running it again changes nothing. */
export async function seedTemplateChallenges(db: Database): Promise<void> {
  for (const template of templates) {
    const existing = await db
      .select({ id: challenges.id })
      .from(challenges)
      .where(and(isTemplateWhere(challenges), eq(challenges.challengeType, template.challengeType)))
      .limit(1);
    if (existing.length > 0) continue;
    await db.insert(challenges).values({
      ...template,
      rules: defaultRulesIn(i18nFor(SOURCE_LOCALE), template.challengeType),
      organizerId: null,
      startDate: '2025-01-01',
      endDate: '2025-01-14',
      goalConfig: defaultGoalConfig(template.challengeType),
    });
  }
}
