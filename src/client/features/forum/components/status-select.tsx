import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { FORUM_STATUS_LABELS, FORUM_STATUSES, type ForumStatus } from '#shared/forum/forum.schemas';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useChangeForumPostStatus } from '../api/change-forum-post-status';

const isForumStatus = (value: string | null): value is ForumStatus =>
  FORUM_STATUSES.some((status) => status === value);

/** For site administrators: the post's status, changed at once (its subscribers are notified by the server). */
export function StatusSelect({ postId, status }: { postId: string; status: ForumStatus }) {
  const { t, i18n } = useLingui();
  const statusOptions = FORUM_STATUSES.map((value) => ({ value, label: i18n._(FORUM_STATUS_LABELS[value]) }));
  const changeStatus = useChangeForumPostStatus(postId);
  // while the change is on its way the choice shows; the server's answer then holds it
  const shown = changeStatus.isPending ? changeStatus.variables : status;

  function change(value: string | null) {
    if (!isForumStatus(value) || value === status) return;
    changeStatus.mutate(value, {
      onSuccess: (post) => {
        const label = i18n._(FORUM_STATUS_LABELS[post.status]);
        showToast({ kind: 'success', message: t`Status changed to ${label}` });
      },
      // a refusal the server explains (no longer an administrator) keeps its words
      onError: (error) =>
        showToast({
          kind: 'error',
          message: messageOf(error, t`Failed to change status. Please try again.`),
        }),
    });
  }

  return (
    <Select
      label={t`Status`}
      data={statusOptions}
      value={shown}
      onChange={change}
      allowDeselect={false}
      disabled={changeStatus.isPending}
      w={{ base: '100%', xs: 200 }}
    />
  );
}
