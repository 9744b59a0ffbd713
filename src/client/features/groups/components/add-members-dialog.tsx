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
        showToast({ kind: 'error', title: person.name, message: messageOf(error, 'Failed to add member') });
      }
    }
    setAdding(false);
    const addedCount = picked.length - notAdded.length;
    if (addedCount === 1) showToast({ kind: 'success', message: 'Member added successfully' });
    if (addedCount > 1) showToast({ kind: 'success', message: `${addedCount} members added successfully` });
    if (notAdded.length === 0) close();
    else setPicked(notAdded);
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Add Members"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        {memberPicker({ value: picked, onChange: setPicked })}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={isAdding}>
            Cancel
          </Button>
          <Button
            onClick={addPicked}
            loading={isAdding}
            disabled={picked.length === 0}
            leftSection={<IconUserPlus size={18} aria-hidden />}
          >
            {picked.length > 1 ? `Add ${picked.length} Members` : 'Add Member'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
