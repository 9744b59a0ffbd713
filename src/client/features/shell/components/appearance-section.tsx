import { Trans } from '@lingui/react/macro';
import { Group, Paper, Text, Title } from '@mantine/core';
import { ColorSchemeToggle } from './color-scheme-toggle';

/** Light or dark, for this browser: on a phone the header has no room for the switch (decision 060). */
export function AppearanceSection() {
  return (
    <section aria-labelledby="appearance-heading">
      <Title order={2} fz="xl" id="appearance-heading" mb="md">
        <Trans>Appearance</Trans>
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">
            <Trans>Light or dark colours on this device.</Trans>
          </Text>
          <ColorSchemeToggle />
        </Group>
      </Paper>
    </section>
  );
}
