import { Box, Group, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ShellUser } from '../shell-user';
import { BrandLink } from './brand-link';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { FindUsersLink } from './find-users-link';
import { HeaderNavigation } from './header-navigation';
import { SettingsLink } from './settings-link';
import { UserControls } from './user-controls';

interface AppHeaderProps {
  /** null while the session is still being looked up: the header is drawn at once, its person's parts outlined */
  user: ShellUser | null;
  pathname: string;
  /** the bell with its popover, from the notifications feature */
  notifications: ReactNode;
}

/**
 * The header of every signed-in page (product-rules.md#header-and-navigation). Below 'sm' the navigation is the tab
 * bar at the bottom (decision 060): the header keeps the bell, Settings and the avatar; the colour scheme and Find
 * Users are on the Settings and Profile screens.
 */
export function AppHeader({ user, pathname, notifications }: AppHeaderProps) {
  return (
    <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <BrandLink />
        <HeaderNavigation pathname={pathname} />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Box visibleFrom="sm">
          <ColorSchemeToggle />
        </Box>
        <Box visibleFrom="sm">
          <FindUsersLink />
        </Box>
        {user ? (
          <>
            {notifications}
            <SettingsLink pathname={pathname} />
            <UserControls user={user} />
          </>
        ) : (
          <>
            <Skeleton circle height={36} aria-hidden />
            <Skeleton circle height={36} aria-hidden />
          </>
        )}
      </Group>
    </Group>
  );
}
