import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Text } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import type { CheckIn } from '#shared/check-ins/check-ins.types';
import { formatDateTime } from '#client/i18n/formats';

type Marked = Pick<CheckIn, 'isLoggedLate' | 'flag' | 'createdAt'>;

/** Whether a check-in carries any mark this component shows. */
export const hasCheckInMarks = (checkIn: Marked) => checkIn.isLoggedLate || checkIn.flag !== null;

/**
 * A check-in's marks wherever check-ins are shown (decision 040): 'logged late' as group posts show 'edited'
 * (product-rules.md#logged-late), and the organizer's flag with its reason for those who read it
 * (product-rules.md#flagged-check-ins). Nothing when it has neither.
 */
export function CheckInMarks({ checkIn }: { checkIn: Marked }) {
  const { t } = useLingui();
  if (!hasCheckInMarks(checkIn)) return null;
  const recordedAt = formatDateTime(checkIn.createdAt);
  const reason = checkIn.flag?.reason;
  return (
    <Group gap={6} wrap="wrap" data-testid="check-in-marks">
      {checkIn.isLoggedLate ? (
        <Text size="xs" c="dimmed" fs="italic" title={t`Recorded ${recordedAt}`}>
          <Trans>logged late</Trans>
        </Text>
      ) : null}
      {checkIn.flag ? (
        // shade 9: white text on it keeps 4.5:1
        <Badge size="sm" variant="filled" color="red.9" leftSection={<IconFlag size={10} aria-hidden />}>
          <Trans>Flagged by the organizer</Trans>
        </Badge>
      ) : null}
      {reason ? (
        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
          {t`Reason: ${reason}`}
        </Text>
      ) : null}
    </Group>
  );
}
