import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, VisuallyHidden } from '@mantine/core';
import { FORUM_STATUS_LABELS, type ForumStatus } from '#shared/forum/forum.schemas';

const dotColors: Record<ForumStatus, string> = {
  open: 'blue',
  in_progress: 'orange',
  completed: 'green',
  closed: 'gray',
};

/**
 * A post's status (Open, In Progress, Completed, Closed). Drawn as a dot beside plain text, so it reads apart
 * from the filled category badge and its text keeps the page's contrast.
 */
export function ForumStatusBadge({ status }: { status: ForumStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge variant="dot" color={dotColors[status]}>
      <VisuallyHidden>
        <Trans>Status:</Trans>{' '}
      </VisuallyHidden>
      {i18n._(FORUM_STATUS_LABELS[status])}
    </Badge>
  );
}
