import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import type { UserSearchResult } from '#shared/users/user-search';
import { UserAvatar } from '#client/components/user-avatar';
import type { UserSearchState } from '../hooks/use-debounced-search';
import classes from './user-search-results.module.css';

interface UserSearchResultsProps {
  state: UserSearchState;
  /** the people picked so far: one on Find Users, several when choosing a group's members */
  selectedUserIds: readonly string[];
  onSelect: (user: UserSearchResult) => void;
}

/** What the search found: each person as avatar and name only (never an e-mail address), to pick one. */
export function UserSearchResults({ state, selectedUserIds, onSelect }: UserSearchResultsProps) {
  const { t } = useLingui();
  if (state.status === 'idle') return null;
  if (state.status === 'searching') {
    return (
      <Center py="lg">
        <Group gap="xs" role="status" aria-live="polite">
          <Loader size="sm" aria-hidden />
          <Text size="sm">
            <Trans>Searching...</Trans>
          </Text>
        </Group>
      </Center>
    );
  }
  if (state.status === 'failed') {
    return (
      <Text c="dimmed" ta="center" py="lg" role="status">
        <Trans>Failed to search users</Trans>
      </Text>
    );
  }
  if (state.results.length === 0) {
    return (
      <Stack align="center" gap={6} py="lg" role="status">
        <IconUserOff size={28} stroke={1.5} aria-hidden />
        <Text size="sm">
          <Trans>No users found</Trans>
        </Text>
      </Stack>
    );
  }
  return (
    <ul className={classes.list} aria-label={t`Search results`}>
      {state.results.map((user) => (
        <li key={user.id}>
          <UnstyledButton
            className={classes.result}
            data-selected={selectedUserIds.includes(user.id) || undefined}
            aria-pressed={selectedUserIds.includes(user.id)}
            onClick={() => onSelect(user)}
          >
            {/* the name follows as text: the picture would only repeat it in the button's name */}
            <UserAvatar name={user.name} image={user.avatar} size={36} aria-hidden />
            <Text fw={500} truncate="end">
              {user.name}
            </Text>
          </UnstyledButton>
        </li>
      ))}
    </ul>
  );
}
