import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '#client/lib/paths';
import { Hint } from '#client/components/hint';

/**
 * The header's way to Find Users (product-rules.md#header-and-navigation: the header is where people look for it).
 */
export function FindUsersLink() {
  const { t } = useLingui();
  return (
    <Hint label={t`Find Users`}>
      <ActionIcon
        component={Link}
        to={paths.findUsers()}
        variant="default"
        size="lg"
        aria-label={t`Find Users`}
      >
        <IconUserSearch size={18} aria-hidden />
      </ActionIcon>
    </Hint>
  );
}
