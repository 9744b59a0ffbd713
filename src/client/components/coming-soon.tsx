import { Container, Text, Title } from '@mantine/core';

/** A screen whose feature has not arrived yet: it resolves, names itself, and says so honestly. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Container size="sm" py="xl">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt="sm">
        This part of HabitSprint is on its way.
      </Text>
    </Container>
  );
}
