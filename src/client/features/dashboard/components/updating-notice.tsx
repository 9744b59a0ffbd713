import { useLingui } from '@lingui/react/macro';
import { Affix, Center, Paper } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { LoadingText } from '#client/components/loading-text';

// A refresh quicker than this is not worth a flash on the screen.
const SHOW_AFTER_MS = 300;

/**
 * 'Updating your challenges...' while the dashboard refreshes data it already shows: floating under the header,
 * so the page does not jump.
 */
export function UpdatingNotice({ isUpdating }: { isUpdating: boolean }) {
  const { t } = useLingui();
  const [hasLasted] = useDebouncedValue(isUpdating, SHOW_AFTER_MS);
  if (!isUpdating || !hasLasted) return null;
  return (
    <Affix position={{ top: 72, left: 0, right: 0 }} style={{ pointerEvents: 'none' }}>
      <Center>
        <Paper withBorder shadow="md" radius="xl" px="md">
          <LoadingText label={t`Updating your challenges...`} py={6} />
        </Paper>
      </Center>
    </Affix>
  );
}
