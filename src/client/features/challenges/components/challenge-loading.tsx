import { Center, Loader, Stack, Text } from '@mantine/core';

/** 'Loading challenge...' (product-rules.md#challenge-page), announced to screen readers. */
export function ChallengeLoading() {
  return (
    <Center mih={240}>
      <Stack align="center" gap="xs" role="status">
        <Loader aria-hidden />
        <Text>Loading challenge...</Text>
      </Stack>
    </Center>
  );
}
