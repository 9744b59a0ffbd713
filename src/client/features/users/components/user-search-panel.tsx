import { useLingui } from '@lingui/react/macro';
import { Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import type { UserSearchResult } from '#shared/users/user-search';
import { useDebouncedSearch } from '../hooks/use-debounced-search';
import { UserSearchInput } from './user-search-input';
import { UserSearchResults } from './user-search-results';

interface UserSearchPanelProps {
  selectedUserId: string | null;
  onSelect: (user: UserSearchResult) => void;
}

/** The search box of Find Users (product-rules.md#find-users) and what it finds. */
export function UserSearchPanel({ selectedUserId, onSelect }: UserSearchPanelProps) {
  const { t } = useLingui();
  const [term, setTerm] = useState('');
  const state = useDebouncedSearch(term);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <UserSearchInput label={t`Search by name or email address`} term={term} onTermChange={setTerm} />
        <UserSearchResults
          state={state}
          selectedUserIds={selectedUserId ? [selectedUserId] : []}
          onSelect={onSelect}
        />
      </Stack>
    </Paper>
  );
}
