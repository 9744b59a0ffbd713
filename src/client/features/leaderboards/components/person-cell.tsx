import { Trans } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { UserAvatar } from '#client/components/user-avatar';

/** A person's avatar and name in a board row, with '(You)' on the viewer's own row and the row's marks below. */
export function PersonCell({
  name,
  avatar,
  isViewer,
  marks = [],
}: {
  name: string;
  avatar: string | null;
  isViewer: boolean;
  /** 'joined day 6', '1 rest day' (decision 039) */
  marks?: string[];
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <UserAvatar name={name} image={avatar} size={28} />
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={isViewer ? 700 : 500} lineClamp={1}>
          {isViewer ? <Trans>{name} (You)</Trans> : name}
        </Text>
        {marks.length > 0 ? (
          <Text size="xs" c="dimmed">
            {marks.join(' · ')}
          </Text>
        ) : null}
      </div>
    </Group>
  );
}
