import { Box, Group } from '@mantine/core';
import { Link } from 'react-router';
import { isNavItemActive, NAV_ITEMS } from '../utils/nav-items';
import { NavItemIcon } from './nav-item-icon';
import classes from './shell.module.css';

/** The header's horizontal navigation, from Mantine's 'sm' breakpoint up. */
export function HeaderNavigation({ pathname }: { pathname: string }) {
  return (
    <Box component="nav" aria-label="Main navigation" visibleFrom="sm">
      <Group component="ul" gap={2} wrap="nowrap" m={0} p={0} style={{ listStyle: 'none' }}>
        {NAV_ITEMS.map((item) => {
          const isActive = isNavItemActive(item, pathname);
          return (
            <li key={item.path}>
              <Link
                to={item.path}
                className={classes.navLink}
                data-active={isActive || undefined}
                aria-current={isActive ? 'page' : undefined}
              >
                <Box component="span" visibleFrom="lg" style={{ display: 'inline-flex' }}>
                  <NavItemIcon path={item.path} size={16} />
                </Box>
                {item.label}
              </Link>
            </li>
          );
        })}
      </Group>
    </Box>
  );
}
