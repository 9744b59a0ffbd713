import { ActionIcon, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useCopyText } from '#client/hooks/use-copy-text';
import { showToast } from '#client/lib/toast';
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
  const { copied, copy } = useCopyText();
  const url = groupInviteUrl(window.location.origin, groupId);

  async function copyLink() {
    const isCopied = await copy(url);
    showToast(
      isCopied
        ? { kind: 'success', message: 'Link copied!' }
        : { kind: 'error', message: 'Failed to copy link' },
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Invite Members"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">
          Share this link with people you want in {groupName}. They can open it to see the group and join.
        </Text>
        <TextInput
          label="Invite link"
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          rightSection={
            <Tooltip label={copied ? 'Copied!' : 'Copy link'} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copyLink}
                aria-label={copied ? 'Link copied' : 'Copy link'}
              >
                {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          }
        />
      </Stack>
    </Modal>
  );
}
