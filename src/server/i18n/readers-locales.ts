import { inArray } from 'drizzle-orm';
import type { I18n } from '@lingui/core';
import { type Locale, SOURCE_LOCALE } from '#shared/i18n/locales';
import type { Database } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { i18nFor } from './i18n-for';

/**
 * Each person's texts, in their own language, in one statement however many they are: a notification or an e-mail
 * someone's action sends is written in its reader's language, not its sender's (decision 079). A person not found
 * (e.g. deleted a moment ago) reads English.
 */
export async function readersI18n(
  db: Database,
  userIds: readonly string[],
): Promise<(userId: string) => I18n> {
  const unique = [...new Set(userIds)];
  const rows = unique.length
    ? await db.select({ id: users.id, locale: users.locale }).from(users).where(inArray(users.id, unique))
    : [];
  const localeOf = new Map<string, Locale>(rows.map((row) => [row.id, row.locale]));
  return (userId) => i18nFor(localeOf.get(userId) ?? SOURCE_LOCALE);
}

/** One person's texts, in their own language. */
export async function readerI18n(db: Database, userId: string): Promise<I18n> {
  return (await readersI18n(db, [userId]))(userId);
}
