import { Divider, Group, Stack, Text } from '@mantine/core';
import { UserAvatar } from '#client/components/user-avatar';
import { displayName } from '#shared/domain/display-name';
import type { ShellUser } from '../shell-user';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { StackedFindUsersLink } from './stacked-find-users-link';
import { StackedNavigation } from './stacked-navigation';

interface NavigationPanelProps {
  user: ShellUser;
  pathname: string;
  onNavigate: () => void;
}

/** Contents of the small-screen navbar: who is signed in, the stacked navigation, the colour scheme. */
export function NavigationPanel({ user, pathname, onNavigate }: NavigationPanelProps) {
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <UserAvatar name={user.name} email={user.email} image={user.image} size={40} />
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate="end">
            {displayName(user)}
          </Text>
          <Text size="sm" truncate="end">
            {user.email}
          </Text>
        </div>
      </Group>
      <Divider />
      <StackedNavigation pathname={pathname} onNavigate={onNavigate} />
      <StackedFindUsersLink pathname={pathname} onNavigate={onNavigate} />
      <Divider />
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Appearance
        </Text>
        <ColorSchemeToggle />
      </Group>
    </Stack>
  );
}
