import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, List, Stack, Text } from '@mantine/core';
import type { BlockPersonInput } from '#shared/blocks/blocks.schemas';
import { LazyModal } from '#client/components/lazy-modal';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useBlockPerson } from '#client/hooks/use-block-person';

/**
 * Says what blocking does before it is done (product-rules.md#blocking), then blocks the person `person` names
 * — by id, or by a forum post, comment or invitation of theirs — and tells `onBlocked` (a screen showing only their
 * content leaves it).
 */
export function BlockPersonDialog({
  person,
  opened,
  onClose,
  onBlocked,
}: {
  person: BlockPersonInput;
  opened: boolean;
  onClose: () => void;
  onBlocked?: () => void;
}) {
  const { t } = useLingui();
  const block = useBlockPerson();

  async function confirm() {
    try {
      await block.mutateAsync(person);
    } catch (error) {
      showToast({
        kind: 'error',
        message: messageOf(error, t`Failed to block this person. Please try again.`),
      });
      return;
    }
    showToast({ kind: 'success', message: t`Blocked. You can unblock them in Settings.` });
    onClose();
    onBlocked?.();
  }

  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      title={t`Block this person?`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <List spacing="xs" size="sm">
          <List.Item>
            <Trans>You won't see their posts, comments or cheers.</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              They can't find you, invite you, add you to a group or challenge, or comment on or react to your
              posts.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>Challenges you share stay as they are, boards included.</Trans>
          </List.Item>
        </List>
        <Text size="sm" c="dimmed">
          <Trans>They are not told. You can unblock them in Settings.</Trans>
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" mih={44} loading={block.isPending} onClick={() => void confirm()}>
            <Trans>Block</Trans>
          </Button>
        </Group>
      </Stack>
    </LazyModal>
  );
}
