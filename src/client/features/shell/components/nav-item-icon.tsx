import {
  IconLayoutDashboard,
  IconMessages,
  IconTrophy,
  IconUser,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

const icons: Record<string, Icon> = {
  '/dashboard': IconLayoutDashboard,
  '/challenges': IconTrophy,
  '/groups': IconUsersGroup,
  '/feedback-forum': IconMessages,
  '/profile': IconUser,
};

/** The decorative icon beside a navigation item. */
export function NavItemIcon({ path, size = 18 }: { path: string; size?: number }) {
  const ItemIcon = icons[path];
  return ItemIcon ? <ItemIcon size={size} stroke={1.75} aria-hidden /> : null;
}
