import { Stack } from '@mantine/core';
import { Link } from 'react-router';
import { isNavItemActive, NAV_ITEMS } from '../utils/nav-items';
import { NavItemIcon } from './nav-item-icon';
import classes from './shell.module.css';

/** The navigation as a stacked list, for the small-screen navbar opened by the burger. */
export function StackedNavigation({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  return (
    <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
      {NAV_ITEMS.map((item) => {
        const isActive = isNavItemActive(item, pathname);
        return (
          <li key={item.path}>
            <Link
              to={item.path}
              onClick={onNavigate}
              className={`${classes.navLink} ${classes.stackedNavLink}`}
              data-active={isActive || undefined}
              aria-current={isActive ? 'page' : undefined}
            >
              <NavItemIcon path={item.path} size={20} />
              {item.label}
            </Link>
          </li>
        );
      })}
    </Stack>
  );
}
