import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDotsVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { GroupDetail } from '#shared/groups/groups.types';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useDeleteGroup } from '../api/delete-group';
import { EditGroupDialog } from './edit-group-dialog';
import { paths } from '#client/lib/paths';

/** Admins only (product-rules.md#groups, #group-roles): 'Edit Group' and 'Delete Group'. */
export function GroupAdminMenu({ group }: { group: GroupDetail }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const deleteGroup = useDeleteGroup(group.id);
  const [isEditOpen, editDialog] = useDisclosure(false);
  const [isDeleteOpen, deleteDialog] = useDisclosure(false);

  const name = group.name;

  async function remove() {
    try {
      await deleteGroup.mutateAsync();
    } catch (error) {
      showToast({
        kind: 'error',
        message: messageOf(error, t`Failed to delete group`),
      });
      deleteDialog.close();
      return;
    }
    showToast({ kind: 'success', message: t`Group deleted successfully` });
    navigate(paths.groups());
  }

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={t`Group settings`}>
            <IconDotsVertical size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={editDialog.open}>
            <Trans>Edit Group</Trans>
          </Menu.Item>
          <Menu.Item
            color="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={deleteDialog.open}
          >
            <Trans>Delete Group</Trans>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <EditGroupDialog group={group} opened={isEditOpen} onClose={editDialog.close} />
      <ConfirmDialog
        opened={isDeleteOpen}
        title={t`Delete group`}
        message={t`Delete "${name}"? Its posts, comments, members and links to challenges are deleted too. This cannot be undone.`}
        confirmLabel={t`Delete Group`}
        isConfirming={deleteGroup.isPending}
        onConfirm={remove}
        onClose={deleteDialog.close}
      />
    </>
  );
}
