import { Trans, useLingui } from '@lingui/react/macro';
import { CloseButton, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import type { UserSearchResult } from '#shared/users/user-search';
import { UserAvatar } from '#client/components/user-avatar';
import { useDebouncedSearch } from '../hooks/use-debounced-search';
import { UserSearchInput } from './user-search-input';
import { UserSearchResults } from './user-search-results';

interface UserMultiPickerProps {
  label: string;
  /** the people picked so far, in the order they were picked */
  value: UserSearchResult[];
  onChange: (users: UserSearchResult[]) => void;
}

/**
 * Several people found with the user search (product-rules.md#find-users: from 2 characters, 300 ms, 10 results): a
 * result toggles its person in or out, and each picked person is listed with a way to take them out again.
 */
export function UserMultiPicker({ label, value, onChange }: UserMultiPickerProps) {
  const { t } = useLingui();
  const [term, setTerm] = useState('');
  const state = useDebouncedSearch(term);
  const pickedIds = value.map((user) => user.id);
  const selectedLabelId = useId();
  const pickedCount = value.length;

  const toggle = (user: UserSearchResult) =>
    onChange(
      pickedIds.includes(user.id) ? value.filter((picked) => picked.id !== user.id) : [...value, user],
    );

  return (
    <Stack gap="xs">
      <UserSearchInput label={label} term={term} onTermChange={setTerm} />
      {value.length > 0 && (
        <div>
          <Text id={selectedLabelId} size="sm" fw={500}>
            <Trans>Selected ({pickedCount})</Trans>
          </Text>
          <ul aria-labelledby={selectedLabelId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {value.map((user) => {
              const name = user.name;
              return (
                <Group key={user.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
                  <Group gap="xs" wrap="nowrap" miw={0}>
                    <UserAvatar name={user.name} image={user.avatar} size={28} aria-hidden />
                    <Text size="sm" truncate="end">
                      {user.name}
                    </Text>
                  </Group>
                  <CloseButton size="lg" aria-label={t`Remove ${name}`} onClick={() => toggle(user)} />
                </Group>
              );
            })}
          </ul>
        </div>
      )}
      {/* inside a dialog: ten results must not push the dialog's own buttons far down */}
      <ScrollArea.Autosize mah={260} type="auto">
        <UserSearchResults state={state} selectedUserIds={pickedIds} onSelect={toggle} />
      </ScrollArea.Autosize>
    </Stack>
  );
}
