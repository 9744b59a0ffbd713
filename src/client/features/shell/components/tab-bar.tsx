import { useLingui } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import { NAV_ITEMS } from '../utils/nav-items';
import { NavItemIcon } from './nav-item-icon';
import { NavItemLink } from './nav-item-link';
import classes from './tab-bar.module.css';

/**
 * A phone's main navigation (below Mantine's 'sm'; decision 060): the five destinations at the bottom of the screen,
 * where a thumb reaches, each an icon over its label, the current one marked as in the header.
 */
export function TabBar({ pathname }: { pathname: string }) {
  const { t } = useLingui();
  return (
    <Box component="nav" aria-label={t`Main navigation`} hiddenFrom="sm" className={classes.tabBar}>
      <ul className={classes.list}>
        {NAV_ITEMS.map((item) => (
          <NavItemLink
            key={item.path}
            item={item}
            pathname={pathname}
            className={classes.tab}
            icon={<NavItemIcon path={item.path} size={22} />}
          />
        ))}
      </ul>
    </Box>
  );
}
