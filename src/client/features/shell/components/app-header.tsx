import { Box, Burger, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ShellUser } from '../shell-user';
import { BrandLink } from './brand-link';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { FindUsersLink } from './find-users-link';
import { HeaderNavigation } from './header-navigation';
import { UserControls } from './user-controls';

export const STACKED_NAVIGATION_ID = 'stacked-navigation';

interface AppHeaderProps {
  user: ShellUser;
  pathname: string;
  isNavigationOpen: boolean;
  onToggleNavigation: () => void;
  isSigningOut: boolean;
  onSignOut: () => void;
  /** the bell with its popover, from the notifications feature */
  notifications: ReactNode;
}

/**
 * The header of every signed-in page (product-rules.md#header-and-navigation). Below 'sm' the navigation moves into
 * the navbar opened by the burger, and the colour-scheme switch goes with it so the header fits a 390 px phone.
 */
export function AppHeader(props: AppHeaderProps) {
  const { user, pathname, isNavigationOpen, onToggleNavigation, isSigningOut, onSignOut, notifications } =
    props;
  return (
    <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={isNavigationOpen}
          onClick={onToggleNavigation}
          hiddenFrom="sm"
          size="sm"
          aria-label="Open navigation"
          aria-expanded={isNavigationOpen}
          aria-controls={STACKED_NAVIGATION_ID}
        />
        <BrandLink />
        <HeaderNavigation pathname={pathname} />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Box visibleFrom="sm">
          <ColorSchemeToggle />
        </Box>
        {/* a phone's header is full: there it is in the navigation panel */}
        <Box visibleFrom="sm">
          <FindUsersLink />
        </Box>
        {notifications}
        <UserControls user={user} isSigningOut={isSigningOut} onSignOut={onSignOut} />
      </Group>
    </Group>
  );
}
