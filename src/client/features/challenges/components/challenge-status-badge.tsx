import { Badge, type BadgeProps } from '@mantine/core';
import { type ChallengeStatus, statusLabels } from '../../../../shared/domain/challenge-status';

// Spec §2 "Challenges list": blue active, teal upcoming, purple completed (shade 8 of the theme keeps white
// text above 4.5:1).
const statusColors: Record<ChallengeStatus, string> = {
  active: 'blue',
  upcoming: 'teal',
  completed: 'violet',
};

interface ChallengeStatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  status: ChallengeStatus;
}

/** A challenge's status with its label (In Progress, Starting Soon, Completed) and colour. */
export function ChallengeStatusBadge({ status, ...badgeProps }: ChallengeStatusBadgeProps) {
  return (
    <Badge variant="filled" color={statusColors[status]} {...badgeProps}>
      {statusLabels[status]}
    </Badge>
  );
}
