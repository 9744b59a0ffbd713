import { Trans, useLingui } from '@lingui/react/macro';
import { Modal, Stack, Text } from '@mantine/core';
import { CopyLinkField } from '#client/components/copy-link-field';
import { paths } from '#client/lib/paths';

/** product-rules.md#groups: the invite link is {origin}/join-group/{groupId}, on the site's own origin. */
export const groupInviteUrl = (origin: string, groupId: string) => `${origin}${paths.joinGroup(groupId)}`;

/**
 * 'Invite Members': the group's invite link and a copy button that shows 'copied' for 2 seconds
 * (product-rules.md#display-formats-and-toasts).
 */
export function InviteMembersDialog({
  groupId,
  groupName,
  opened,
  onClose,
}: {
  groupId: string;
  groupName: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const url = groupInviteUrl(window.location.origin, groupId);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Invite Members`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            Share this link with people you want in {groupName}. They can open it to see the group and join.
          </Trans>
        </Text>
        <CopyLinkField
          label={t`Invite link`}
          url={url}
          copiedTooltip={t`Copied!`}
          copiedMessage={t`Link copied!`}
        />
      </Stack>
    </Modal>
  );
}
