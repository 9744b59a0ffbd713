import { Trans } from '@lingui/react/macro';
import { Paper, Text, Title } from '@mantine/core';
import { SignOutButton } from './sign-out-button';

/** Signing out of this device: on a phone the one place for it (decision 060); it asks first. */
export function SignOutSection() {
  return (
    <section aria-labelledby="sign-out-heading">
      <Title order={2} fz="xl" id="sign-out-heading" mb="md">
        <Trans>Sign out</Trans>
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Text size="sm" mb="md">
          <Trans>Sign out of HabitSprint on this device. Your other devices stay signed in.</Trans>
        </Text>
        <SignOutButton look="both" size="sm" />
      </Paper>
    </section>
  );
}
