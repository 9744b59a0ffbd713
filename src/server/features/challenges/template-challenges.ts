import { and, eq } from 'drizzle-orm';
import { defaultGoalConfig } from '#shared/challenges/challenge-types';
import { defaultRulesIn } from '#shared/challenges/default-rules';
import { templateTexts, type TemplateType } from '#shared/challenges/template-texts';
import { SOURCE_LOCALE } from '#shared/i18n/locales';
import { i18nFor } from '#server/i18n/i18n-for';
import type { Database } from '#server/db/database';
import { challenges } from '#server/db/schema/challenges';
import { isTemplateWhere } from './challenge-access';

// One ready-made template per non-custom type (template-texts.ts), with its type's default rules, stored in English
// and read in each person's language (templateIn). Their dates are placeholders: a personal copy gets its own.
const TEMPLATE_TYPES = Object.keys(templateTexts) as TemplateType[];

/** Inserts each template that is not there yet; running it again changes nothing. */
export async function seedTemplateChallenges(db: Database): Promise<void> {
  const english = i18nFor(SOURCE_LOCALE);
  for (const challengeType of TEMPLATE_TYPES) {
    const existing = await db
      .select({ id: challenges.id })
      .from(challenges)
      .where(and(isTemplateWhere(challenges), eq(challenges.challengeType, challengeType)))
      .limit(1);
    if (existing.length > 0) continue;
    await db.insert(challenges).values({
      challengeType,
      title: english._(templateTexts[challengeType].title),
      description: english._(templateTexts[challengeType].description),
      rules: defaultRulesIn(english, challengeType),
      organizerId: null,
      startDate: '2025-01-01',
      endDate: '2025-01-14',
      goalConfig: defaultGoalConfig(challengeType),
    });
  }
}
