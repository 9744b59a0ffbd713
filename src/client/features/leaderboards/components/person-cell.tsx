import { Group, Text } from '@mantine/core';
import { UserAvatar } from '#client/components/user-avatar';

/** A person's avatar and name in a board row, with '(You)' on the viewer's own row. */
export function PersonCell({
  name,
  avatar,
  isViewer,
}: {
  name: string;
  avatar: string | null;
  isViewer: boolean;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <UserAvatar name={name} image={avatar} size={28} />
      <Text size="sm" fw={isViewer ? 700 : 500} lineClamp={1}>
        {name}
        {isViewer ? ' (You)' : ''}
      </Text>
    </Group>
  );
}
