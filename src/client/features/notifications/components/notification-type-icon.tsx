import { ThemeIcon } from '@mantine/core';
import {
  IconAlarm,
  IconBell,
  IconInfoCircle,
  IconMailPlus,
  IconTrophy,
  type Icon,
} from '@tabler/icons-react';
import type { NotificationType } from '#shared/notifications/notifications.types';

// product-rules.md#the-bell-and-polling: an icon per type — reminder, invitation, result, update — and a default for
// the rest.
const icons: Partial<Record<NotificationType, { icon: Icon; color: string }>> = {
  reminder: { icon: IconAlarm, color: 'orange' },
  invitation: { icon: IconMailPlus, color: 'blue' },
  result: { icon: IconTrophy, color: 'yellow' },
  update: { icon: IconInfoCircle, color: 'teal' },
};
const fallback = { icon: IconBell, color: 'gray' };

/** The decorative icon beside a notification; its title says what it is. */
export function NotificationTypeIcon({ type }: { type: NotificationType }) {
  const { icon: TypeIcon, color } = icons[type] ?? fallback;
  return (
    <ThemeIcon variant="light" color={color} size="lg" radius="xl" aria-hidden>
      <TypeIcon size={18} stroke={1.75} />
    </ThemeIcon>
  );
}
