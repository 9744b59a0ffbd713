import { Stack } from '@mantine/core';
import { NAV_ITEMS } from '../utils/nav-items';
import { NavItemIcon } from './nav-item-icon';
import { NavItemLink } from './nav-item-link';
import classes from './shell.module.css';

/** The navigation as a stacked list, for the small-screen navbar opened by the burger. */
export function StackedNavigation({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  return (
    <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
      {NAV_ITEMS.map((item) => (
        <NavItemLink
          key={item.path}
          item={item}
          pathname={pathname}
          className={`${classes.navLink} ${classes.stackedNavLink}`}
          onClick={onNavigate}
          icon={<NavItemIcon path={item.path} size={20} />}
        />
      ))}
    </Stack>
  );
}
