import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { z } from 'zod';
import { personNameSchema } from '#shared/auth/auth.schemas';
import { isValidTimeZone } from '#shared/domain/calendar-date';
import { LOCALES } from '#shared/i18n/locales';

/** A language HabitSprint speaks (src/shared/i18n/locales.ts). */
export const localeSchema = z.enum(LOCALES, { error: translatable(msg`Pick one of the languages offered.`) });

export const timezoneSchema = z.object({
  timezone: z.string().refine(isValidTimeZone, translatable(msg`Unknown timezone.`)),
});

export const DEFAULT_REMINDER_HOUR = 20;

/** PATCH /api/me: the profile settings; every field optional, only the ones sent change. */
export const profileSettingsSchema = z
  .object({
    name: personNameSchema,
    timezone: z.string().refine(isValidTimeZone, translatable(msg`Unknown timezone.`)),
    locale: localeSchema,
    remindersEnabled: z.boolean(),
    reminderHour: z
      .number()
      .int(translatable(msg`Pick a whole hour.`))
      .min(0, translatable(msg`Pick an hour between 0 and 23.`))
      .max(23, translatable(msg`Pick an hour between 0 and 23.`)),
    reminderEmailEnabled: z.boolean(),
  })
  .partial();
export type ProfileSettingsInput = z.input<typeof profileSettingsSchema>;

/** Avatars and other uploaded images: checked by content, at most this big, re-encoded without metadata. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE_MESSAGE = translatable(msg`Images must be at most 5 MB.`);
export const NOT_AN_IMAGE_MESSAGE = translatable(msg`Please choose a JPEG, PNG, WebP or GIF image.`);
