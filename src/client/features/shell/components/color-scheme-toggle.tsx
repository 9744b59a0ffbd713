import { useLingui } from '@lingui/react/macro';
import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { Hint } from '#client/components/hint';

/**
 * Light/dark switch. Until it is used the app follows the system ('auto'); the choice is then kept by
 * Mantine in localStorage ('mantine-color-scheme-value'), which the script of src/shared/color-scheme-script.ts reads before painting.
 */
export function ColorSchemeToggle() {
  const { t } = useLingui();
  const { setColorScheme } = useMantineColorScheme();
  const current = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = current === 'dark' ? 'light' : 'dark';
  return (
    <Hint label={next === 'dark' ? t`Switch to dark mode` : t`Switch to light mode`}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t`Toggle color scheme`}
        onClick={() => setColorScheme(next)}
      >
        {current === 'dark' ? <IconSun size={18} aria-hidden /> : <IconMoon size={18} aria-hidden />}
      </ActionIcon>
    </Hint>
  );
}
