import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { UserSearchResult } from '#shared/users/user-search';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useAddGroupMember } from '../api/add-group-member';

/** The user search, brought by the route from the users feature: people are picked into `value`. */
export type MemberPicker = (props: {
  value: UserSearchResult[];
  onChange: (people: UserSearchResult[]) => void;
}) => ReactNode;

interface AddMembersDialogProps {
  groupId: string;
  opened: boolean;
  onClose: () => void;
  memberPicker: MemberPicker;
}

/**
 * 'Add Members' (moderators and admins): pick people by search, then add them one request each. Whoever could not
 * be added (e.g. 'User is already a member of this group') stays picked, with the reason in a toast.
 */
export function AddMembersDialog({ groupId, opened, onClose, memberPicker }: AddMembersDialogProps) {
  const { t } = useLingui();
  const addMember = useAddGroupMember(groupId);
  const [picked, setPicked] = useState<UserSearchResult[]>([]);
  const [isAdding, setAdding] = useState(false);

  function close() {
    setPicked([]);
    onClose();
  }

  async function addPicked() {
    setAdding(true);
    const notAdded: UserSearchResult[] = [];
    for (const person of picked) {
      try {
        await addMember.mutateAsync(person.id);
      } catch (error) {
        notAdded.push(person);
        showToast({ kind: 'error', title: person.name, message: messageOf(error, t`Failed to add member`) });
      }
    }
    setAdding(false);
    const addedCount = picked.length - notAdded.length;
    if (addedCount > 0) {
      showToast({
        kind: 'success',
        message: t`${plural(addedCount, { one: 'Member added successfully', other: '# members added successfully' })}`,
      });
    }
    if (notAdded.length === 0) close();
    else setPicked(notAdded);
  }

  // 'Add Member' also while no one is picked (the button is off then)
  const pickedCount = Math.max(picked.length, 1);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`Add Members`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        {memberPicker({ value: picked, onChange: setPicked })}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={isAdding}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            onClick={addPicked}
            loading={isAdding}
            disabled={picked.length === 0}
            leftSection={<IconUserPlus size={18} aria-hidden />}
          >
            {t`${plural(pickedCount, { one: 'Add Member', other: 'Add # Members' })}`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
