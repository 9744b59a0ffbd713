import { useLingui } from '@lingui/react/macro';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect } from 'react';
import {
  USER_SEARCH_DEBOUNCE_MS,
  USER_SEARCH_MIN_CHARACTERS,
  type UserSearchResult,
} from '#shared/users/user-search';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useUserSearch } from '../api/search-users';

export type UserSearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'failed' }
  | { status: 'answered'; results: UserSearchResult[] };

/**
 * The search as the person types (product-rules.md#find-users): it asks 300 ms after the last keystroke, from 2
 * characters on. A failure is said once per failed search, in the server's words when it refused.
 */
export function useDebouncedSearch(term: string): UserSearchState {
  const { t } = useLingui();
  const current = term.trim();
  const [debounced] = useDebouncedValue(current, USER_SEARCH_DEBOUNCE_MS);
  const search = useUserSearch(debounced);

  useEffect(() => {
    // a refusal says why, e.g. too many searches by address an hour (decision 054)
    if (search.isError)
      showToast({ kind: 'error', message: messageOf(search.error, t`Failed to search users`) });
  }, [search.isError, search.error, t]);

  if (current.length < USER_SEARCH_MIN_CHARACTERS) return { status: 'idle' };
  // still typing, or the first answer for this text is on its way
  if (debounced !== current || search.isPending) return { status: 'searching' };
  if (search.isError) return { status: 'failed' };
  return { status: 'answered', results: search.data };
}
