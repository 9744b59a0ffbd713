import { ActionIcon, Button, Text, Tooltip, useMatches } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UserAvatar } from '#client/components/user-avatar';
import { displayName } from '#shared/domain/display-name';
import type { ShellUser } from '../shell-user';
import classes from './shell.module.css';
import { paths } from '#client/lib/paths';

interface UserControlsProps {
  user: ShellUser;
  isSigningOut: boolean;
  onSignOut: () => void;
}

/** The header's right end: the person's display name, their avatar (to /profile) and 'Sign Out'. */
export function UserControls({ user, isSigningOut, onSignOut }: UserControlsProps) {
  const name = displayName(user);
  // A phone's header holds 44 px targets only with an icon for 'Sign Out'; a tablet's has room for the words, a
  // desktop's for both.
  const signOutLabel = useMatches({ base: 'icon', sm: 'words', md: 'both' } as const);
  return (
    <>
      <Text size="sm" fw={500} maw={180} truncate="end" visibleFrom="lg">
        {name}
      </Text>
      <Tooltip label={name}>
        <Link to={paths.profile()} aria-label="Profile" className={classes.avatarLink}>
          <UserAvatar name={user.name} email={user.email} image={user.image} size={34} />
        </Link>
      </Tooltip>
      {signOutLabel === 'icon' ? (
        <Tooltip label="Sign Out">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Sign Out"
            loading={isSigningOut}
            onClick={onSignOut}
          >
            <IconLogout size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button
          variant="default"
          size="compact-sm"
          h={34}
          px="sm"
          leftSection={signOutLabel === 'both' ? <IconLogout size={16} aria-hidden /> : undefined}
          loading={isSigningOut}
          onClick={onSignOut}
        >
          Sign Out
        </Button>
      )}
    </>
  );
}
