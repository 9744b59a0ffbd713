import { useLingui } from '@lingui/react/macro';
import { Badge, type BadgeProps } from '@mantine/core';
import { type ChallengeStatus, statusLabels } from '#shared/domain/challenge-status';

// product-rules.md#challenges-list: blue active, teal upcoming, purple completed, in shades dark enough for white
// text to keep a 4.5:1 contrast (teal needs shade 9).
const statusColors: Record<ChallengeStatus, string> = {
  active: 'blue.8',
  upcoming: 'teal.9',
  completed: 'violet.8',
};

interface ChallengeStatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  status: ChallengeStatus;
}

/** A challenge's status with its label (In Progress, Starting Soon, Completed) and colour. */
export function ChallengeStatusBadge({ status, ...badgeProps }: ChallengeStatusBadgeProps) {
  const { i18n } = useLingui();
  return (
    <Badge variant="filled" color={statusColors[status]} {...badgeProps}>
      {i18n._(statusLabels[status])}
    </Badge>
  );
}
