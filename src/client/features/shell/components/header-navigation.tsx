import { useLingui } from '@lingui/react/macro';
import { Box, Group } from '@mantine/core';
import { NAV_ITEMS } from '../utils/nav-items';
import { NavItemIcon } from './nav-item-icon';
import { NavItemLink } from './nav-item-link';
import classes from './shell.module.css';

/** The header's horizontal navigation, from Mantine's 'sm' breakpoint up. */
export function HeaderNavigation({ pathname }: { pathname: string }) {
  const { t } = useLingui();
  return (
    <Box component="nav" aria-label={t`Main navigation`} visibleFrom="sm">
      <Group component="ul" gap={2} wrap="nowrap" m={0} p={0} style={{ listStyle: 'none' }}>
        {NAV_ITEMS.map((item) => (
          <NavItemLink
            key={item.path}
            item={item}
            pathname={pathname}
            className={classes.navLink}
            icon={
              <Box component="span" visibleFrom="lg" style={{ display: 'inline-flex' }}>
                <NavItemIcon path={item.path} size={16} />
              </Box>
            }
          />
        ))}
      </Group>
    </Box>
  );
}
