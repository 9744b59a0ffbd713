import { Paper, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { UserSearchResult } from '#shared/users/user-search';
import { useDebouncedSearch } from '../hooks/use-debounced-search';
import { UserSearchResults } from './user-search-results';

interface UserSearchPanelProps {
  selectedUserId: string | null;
  onSelect: (user: UserSearchResult) => void;
}

/** The search box of Find Users (product-rules.md#find-users) and what it finds. */
export function UserSearchPanel({ selectedUserId, onSelect }: UserSearchPanelProps) {
  const [term, setTerm] = useState('');
  const state = useDebouncedSearch(term);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <TextInput
          type="search"
          label="Search by name or email address"
          description="Type at least 2 characters of a name, or a complete email address."
          placeholder="e.g. Ada or ada@example.com"
          leftSection={<IconSearch size={16} aria-hidden />}
          autoComplete="off"
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
        />
        <UserSearchResults
          state={state}
          selectedUserIds={selectedUserId ? [selectedUserId] : []}
          onSelect={onSelect}
        />
      </Stack>
    </Paper>
  );
}
