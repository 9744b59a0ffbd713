import { Trans } from '@lingui/react/macro';
import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';

/**
 * Under a bounded list (the dashboard's glance, decision 066): how many it shows of how many there are, and the way to
 * every one. `label` names the list for a screen reader ('See all 12 Active Challenges').
 */
export function ShownOfCount({
  shown,
  count,
  to,
  label,
}: {
  shown: number;
  count: number;
  to: string;
  label: string;
}) {
  return (
    <Text size="sm" c="dimmed" mt="sm">
      <Trans>
        Showing {shown} of {count}.{' '}
        <Anchor component={Link} to={to} size="sm" fw={600}>
          See all {count}
          <VisuallyHidden> {label}</VisuallyHidden>
        </Anchor>
      </Trans>
    </Text>
  );
}
