import { eq } from 'drizzle-orm';
import { readyMadeTemplates, TEMPLATE_KEYS, templateTextsIn } from '#shared/challenges/ready-made-templates';
import { SOURCE_LOCALE } from '#shared/i18n/locales';
import { i18nFor } from '#server/i18n/i18n-for';
import type { Database } from '#server/db/database';
import { challenges } from '#server/db/schema/challenges';

// The ready-made templates (ready-made-templates.ts), stored in English under their key and read in each person's
// language (templateIn). Their dates are placeholders: a personal copy gets its own.

/** Inserts each template that is not there yet; running it again changes nothing. */
export async function seedTemplateChallenges(db: Database): Promise<void> {
  const english = i18nFor(SOURCE_LOCALE);
  for (const templateKey of TEMPLATE_KEYS) {
    const existing = await db
      .select({ id: challenges.id })
      .from(challenges)
      .where(eq(challenges.templateKey, templateKey))
      .limit(1);
    if (existing.length > 0) continue;
    const { challengeType, goalConfig } = readyMadeTemplates[templateKey];
    await db.insert(challenges).values({
      templateKey,
      challengeType,
      ...templateTextsIn(english, templateKey),
      organizerId: null,
      startDate: '2025-01-01',
      endDate: '2025-01-14',
      goalConfig,
    });
  }
}
