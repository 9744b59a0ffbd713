import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** The box a user search is typed into, with what it needs (product-rules.md#find-users: from 2 characters). */
export function UserSearchInput({
  label,
  term,
  onTermChange,
}: {
  label: string;
  term: string;
  onTermChange: (term: string) => void;
}) {
  const { t } = useLingui();
  return (
    <TextInput
      type="search"
      label={label}
      description={t`Type at least 2 characters of a name, or a complete email address.`}
      placeholder={t`e.g. Ada or ada@example.com`}
      leftSection={<IconSearch size={16} aria-hidden />}
      autoComplete="off"
      value={term}
      onChange={(event) => onTermChange(event.currentTarget.value)}
    />
  );
}
