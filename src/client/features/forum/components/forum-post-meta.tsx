import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { DELETED_USER_NAME } from '#shared/account-deletion/account-deletion.schemas';
import type { ForumPostSummary } from '#shared/forum/forum.types';
import { commentCountLabel } from '../utils/count-labels';
import { formatListDate } from '#client/i18n/formats';

/**
 * Author ('User' for anyone but the viewer, product-rules.md#feedback-forum), date and comment count: the same line
 * on card and page.
 */
export function ForumPostMeta({ post }: { post: ForumPostSummary }) {
  const { i18n, t } = useLingui();
  // anyone but the viewer is 'User', or 'Deleted user' once their account is gone (the answer's English), said in
  // the shown language
  const { author } = post;
  const name = author.isViewer ? author.name : author.name === DELETED_USER_NAME ? t`Deleted user` : t`User`;
  return (
    <Group gap="md" style={{ rowGap: 4 }}>
      <Text size="sm" c="dimmed">
        <Trans>
          <VisuallyHidden>Posted </VisuallyHidden>by {name}
        </Trans>
      </Text>
      <Text component="time" dateTime={post.createdAt} size="sm" c="dimmed">
        {formatListDate(post.createdAt)}
      </Text>
      <Group gap={4} wrap="nowrap">
        <IconMessageCircle size={16} aria-hidden />
        <Text size="sm" c="dimmed">
          {commentCountLabel(post.commentCount, i18n)}
        </Text>
      </Group>
    </Group>
  );
}
