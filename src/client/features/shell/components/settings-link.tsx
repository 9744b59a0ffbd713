import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '#client/lib/paths';
import { Hint } from '#client/components/hint';

const SETTINGS_PATH = paths.settings();

/** The header's way to Settings: one tap from any screen (issue 24), beside the avatar. */
export function SettingsLink({ pathname }: { pathname: string }) {
  const { t } = useLingui();
  const isCurrent = pathname === SETTINGS_PATH;
  return (
    <Hint label={t`Settings`}>
      <ActionIcon
        component={Link}
        to={SETTINGS_PATH}
        variant={isCurrent ? 'light' : 'default'}
        size="lg"
        aria-label={t`Settings`}
        aria-current={isCurrent ? 'page' : undefined}
      >
        <IconSettings size={18} aria-hidden />
      </ActionIcon>
    </Hint>
  );
}
