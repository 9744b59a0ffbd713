import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { IconLock, IconWorld } from '@tabler/icons-react';
import type { GroupPrivacy } from '#shared/groups/groups.schemas';

/** 'Public' or 'Private', with an icon so the difference is not told by colour alone. */
export function GroupPrivacyBadge({ privacy }: { privacy: GroupPrivacy }) {
  const isPrivate = privacy === 'private';
  return (
    <Badge
      // filled in shade 9: white text keeps 4.5:1 in both colour schemes (light teal text on its tint is 4.3:1)
      variant="filled"
      color={isPrivate ? 'grape.9' : 'teal.9'}
      leftSection={isPrivate ? <IconLock size={12} aria-hidden /> : <IconWorld size={12} aria-hidden />}
    >
      {isPrivate ? <Trans>Private</Trans> : <Trans>Public</Trans>}
    </Badge>
  );
}
