import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { emailSchema } from '#shared/auth/auth.schemas';
import { userIdAnswer } from '#shared/domain/answer-fields';
import { translatable } from '#shared/i18n/translatable';

// product-rules.md#find-users: from 2 characters, 300 ms debounce, at most 10 results.
export const USER_SEARCH_MIN_CHARACTERS = 2;
export const USER_SEARCH_DEBOUNCE_MS = 300;
export const USER_SEARCH_LIMIT = 10;
/** Searches by complete e-mail address a person may make an hour (decision 054); searches by name are not counted. */
export const USER_SEARCH_ADDRESS_LOOKUPS_PER_HOUR = 10;

/** GET /api/users/search?q= — by name fragment, or by a complete e-mail address (never a fragment of one). */
export const userSearchSchema = z.object({
  q: z
    .string()
    .trim()
    .min(USER_SEARCH_MIN_CHARACTERS, translatable(msg`Type at least 2 characters to search.`))
    .max(200, translatable(msg`Search text is too long.`)),
});

/**
 * The address a search text names when it is a complete e-mail address (trimmed, lower-cased), else null: only
 * then is it compared with addresses, and counted against the hourly allowance (decisions 015 and 054).
 */
export function completeAddressIn(text: string): string | null {
  const address = emailSchema.safeParse(text);
  return address.success ? address.data : null;
}

/** All a search ever reveals about another person: never their e-mail address. */
export const userSearchResultAnswer = z.object({
  id: userIdAnswer(),
  name: z.string(),
  /** the picture's URL, or null for initials */
  avatar: z.string().nullable(),
});
export type UserSearchResult = z.infer<typeof userSearchResultAnswer>;
