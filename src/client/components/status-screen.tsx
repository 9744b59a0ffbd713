import { Container, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A whole page that says what state the app is in (an error, an outage): an icon, a heading, then what to do. */
export function StatusScreen(props: { icon: ReactNode; color: string; title: string; children: ReactNode }) {
  return (
    <Container component="main" size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" color={props.color}>
          {props.icon}
        </ThemeIcon>
        <Title order={1}>{props.title}</Title>
        {props.children}
      </Stack>
    </Container>
  );
}
