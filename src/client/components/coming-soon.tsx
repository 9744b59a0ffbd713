import { Trans } from '@lingui/react/macro';
import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A screen whose feature has not arrived yet: it resolves, names itself, and says so honestly.
 * `children` adds actions below the text (for example a way back where no header is shown).
 */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt="sm">
        <Trans>This part of HabitSprint is on its way.</Trans>
      </Text>
      {children}
    </Container>
  );
}
