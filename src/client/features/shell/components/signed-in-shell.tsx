import { Trans } from '@lingui/react/macro';
import { AppShell } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ShellUser } from '../shell-user';
import { AppHeader } from './app-header';
import classes from './shell.module.css';
import { TabBar } from './tab-bar';

const MAIN_CONTENT_ID = 'main-content';

interface SignedInShellProps {
  /** null until the session is known: the shell is drawn anyway, its person's parts outlined (issue 24) */
  user: ShellUser | null;
  pathname: string;
  /** the bell with its popover, from the notifications feature */
  notifications?: ReactNode;
  /** the screen, or its skeleton while its code or data loads */
  children: ReactNode;
}

/** The frame of every signed-in screen: header, the phone's tab bar, and the main area (decision 060). */
export function SignedInShell({ user, pathname, notifications, children }: SignedInShellProps) {
  return (
    <AppShell header={{ height: 60 }} padding={{ base: 'sm', sm: 'md' }}>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
        <Trans>Skip to main content</Trans>
      </a>
      <AppShell.Header>
        <AppHeader user={user} pathname={pathname} notifications={notifications} />
      </AppShell.Header>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {children}
      </AppShell.Main>
      <TabBar pathname={pathname} />
    </AppShell>
  );
}
