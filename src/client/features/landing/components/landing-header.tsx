import { Trans } from '@lingui/react/macro';
import { Button, Container, Group } from '@mantine/core';
import { BrandLogo } from './brand-logo';
import classes from './landing-header.module.css';
import { paths } from '#client/lib/paths';

/**
 * Top bar: the brand, and 'Log In' for visitors or 'Go to Dashboard' for someone already signed in. The landing page
 * is a document of its own without the app's router (decision 050): its links are plain links that open the app.
 */
export function LandingHeader({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <header className={classes.header}>
      <Container size="lg" h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap">
          <BrandLogo />
          {isSignedIn ? (
            <Button component="a" href={paths.dashboard()} color="blue.8">
              <Trans>Go to Dashboard</Trans>
            </Button>
          ) : (
            <Button component="a" href={paths.auth('signin')} variant="default">
              <Trans>Log In</Trans>
            </Button>
          )}
        </Group>
      </Container>
    </header>
  );
}
