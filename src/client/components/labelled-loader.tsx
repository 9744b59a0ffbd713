import { Center, type CenterProps, Loader, Stack, Text } from '@mantine/core';

/**
 * A spinner with its words shown ('Loading group...'), announced to screen readers: for a page or a tab whose
 * content the person is waiting on. `PageLoader` is the one whose words only screen readers hear.
 */
export function LabelledLoader({ label, ...centerProps }: { label: string } & CenterProps) {
  return (
    <Center {...centerProps}>
      <Stack align="center" gap="xs" role="status">
        <Loader aria-hidden />
        <Text>{label}</Text>
      </Stack>
    </Center>
  );
}
