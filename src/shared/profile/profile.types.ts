import { z } from 'zod';
import { userIdAnswer } from '#shared/domain/answer-fields';
import { LOCALES } from '#shared/i18n/locales';

// The JSON src/server/features/profile answers with (decision 059: the OpenAPI document is generated from these).

/** GET /api/me, PATCH /api/me, POST/DELETE /api/me/avatar */
export const profileAnswer = z.object({
  id: userIdAnswer(),
  name: z.string(),
  email: z.email(),
  /** a same-origin URL such as /api/files/avatars/{userId}/{file}.webp, or null for the initials */
  avatar: z.string().nullable(),
  timezone: z.string(),
  /** the language they read HabitSprint in, and get e-mails, pushes and notifications in */
  locale: z.enum(LOCALES),
  remindersEnabled: z.boolean(),
  reminderHour: z.number().int().min(0).max(23),
  /** the evening reminder also by e-mail while no device of theirs has push (off by default) */
  reminderEmailEnabled: z.boolean(),
  /**
   * Site administrator rights (the address is in ADMIN_EMAILS): 'active' once the account's e-mail is confirmed;
   * 'needs-email-confirmation' until then (so nobody gains them by signing up first with an admin's address).
   */
  admin: z.enum(['active', 'needs-email-confirmation']).nullable(),
});
export type Profile = z.infer<typeof profileAnswer>;

/** PUT /api/me/timezone: the zone now stored. */
export const timezoneAnswer = z.object({ timezone: z.string() });
