import { useLingui } from '@lingui/react/macro';
import { Box, Text, useMatches } from '@mantine/core';
import { Link } from 'react-router';
import { UserAvatar } from '#client/components/user-avatar';
import { displayName } from '#shared/domain/display-name';
import type { ShellUser } from '../shell-user';
import { SignOutButton } from './sign-out-button';
import classes from './shell.module.css';
import { paths } from '#client/lib/paths';
import { Hint } from '#client/components/hint';

/**
 * The header's right end: the person's display name, their avatar (to /profile) and 'Sign Out', which asks first. A
 * phone's header has no room for 'Sign Out': there it is on the Settings screen (decision 060).
 */
export function UserControls({ user }: { user: ShellUser }) {
  const { t } = useLingui();
  const name = displayName(user);
  // a tablet's header has room for the words, a desktop's for the icon too
  const signOutLook = useMatches({ base: 'words', md: 'both' } as const);
  return (
    <>
      <Text size="sm" fw={500} maw={180} truncate="end" visibleFrom="lg">
        {name}
      </Text>
      <Hint label={name} align="end">
        <Link to={paths.profile()} aria-label={t`Profile`} className={classes.avatarLink}>
          <UserAvatar name={user.name} email={user.email} image={user.image} size={34} />
        </Link>
      </Hint>
      <Box visibleFrom="sm">
        <SignOutButton look={signOutLook} />
      </Box>
    </>
  );
}
