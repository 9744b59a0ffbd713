import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/**
 * 'synced' beside an amount the person's phone sent (product-rules.md#synced-amounts), where their days are listed;
 * a typed day has no mark. It changes no score.
 */
export function SyncedMark() {
  return (
    <Badge
      size="xs"
      variant="default"
      leftSection={<IconRefresh size={10} aria-hidden />}
      data-testid="synced-mark"
      style={{ flexShrink: 0 }}
    >
      <Trans>synced</Trans>
    </Badge>
  );
}
