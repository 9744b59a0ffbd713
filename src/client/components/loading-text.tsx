import { Group, Loader, type MantineSpacing, Text } from '@mantine/core';

/** A small spinner with a visible text that screen readers announce ('Loading leaderboard...'). */
export function LoadingText({ label, py = 'md' }: { label: string; py?: MantineSpacing }) {
  return (
    <Group role="status" aria-live="polite" gap="xs" justify="center" py={py}>
      <Loader size="sm" aria-hidden />
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}
