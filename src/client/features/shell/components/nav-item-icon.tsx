import {
  IconLayoutDashboard,
  IconMessages,
  IconTrophy,
  IconUser,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '#client/lib/paths';

const icons: Record<string, Icon> = {
  [paths.dashboard()]: IconLayoutDashboard,
  [paths.challenges()]: IconTrophy,
  [paths.groups()]: IconUsersGroup,
  [paths.forum()]: IconMessages,
  [paths.profile()]: IconUser,
};

/** The decorative icon beside a navigation item. */
export function NavItemIcon({ path, size = 18 }: { path: string; size?: number }) {
  const ItemIcon = icons[path];
  return ItemIcon ? <ItemIcon size={size} stroke={1.75} aria-hidden /> : null;
}
