import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconBan,
  IconDots,
  IconFlag,
  IconPencil,
  IconPin,
  IconPinnedOff,
  IconTrash,
} from '@tabler/icons-react';

export interface PostMenuProps {
  /** the author alone edits and deletes (product-rules.md#group-posts) */
  canEdit: boolean;
  canDelete: boolean;
  /** moderators and admins pin and unpin any post */
  canPin: boolean;
  /** anyone but the author reports it (decision 085) */
  canReport: boolean;
  onReport: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onTogglePin: () => void;
  /** someone else's post: block its author (product-rules.md#blocking) */
  onBlock?: () => void;
}

/**
 * Edit and Delete for the author, Pin or Unpin for moderators and admins, Report and Block for everyone else; nothing
 * when none
 * applies.
 */
export function PostMenu({
  canEdit,
  canDelete,
  canPin,
  canReport,
  isPinned,
  onReport,
  onEdit,
  onDelete,
  onTogglePin,
  onBlock,
}: PostMenuProps & { isPinned: boolean }) {
  const { t } = useLingui();
  if (!canEdit && !canDelete && !canPin && !canReport && !onBlock) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray.8" aria-label={t`Post actions`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {canEdit ? (
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
            <Trans>Edit</Trans>
          </Menu.Item>
        ) : null}
        {canPin ? (
          <Menu.Item
            leftSection={
              isPinned ? <IconPinnedOff size={16} aria-hidden /> : <IconPin size={16} aria-hidden />
            }
            onClick={onTogglePin}
          >
            {isPinned ? <Trans>Unpin</Trans> : <Trans>Pin</Trans>}
          </Menu.Item>
        ) : null}
        {canReport ? (
          <Menu.Item leftSection={<IconFlag size={16} aria-hidden />} onClick={onReport}>
            <Trans>Report</Trans>
          </Menu.Item>
        ) : null}
        {onBlock ? (
          <Menu.Item leftSection={<IconBan size={16} aria-hidden />} onClick={onBlock}>
            <Trans>Block</Trans>
          </Menu.Item>
        ) : null}
        {canDelete ? (
          <Menu.Item color="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
            <Trans>Delete</Trans>
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
