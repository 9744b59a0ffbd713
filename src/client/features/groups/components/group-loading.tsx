import { Center, Loader, Stack, Text } from '@mantine/core';

/** While the group loads, announced to screen readers. */
export function GroupLoading() {
  return (
    <Center mih={240}>
      <Stack align="center" gap="xs" role="status">
        <Loader aria-hidden />
        <Text>Loading group...</Text>
      </Stack>
    </Center>
  );
}
