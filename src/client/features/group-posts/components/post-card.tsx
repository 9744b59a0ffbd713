import { useLingui } from '@lingui/react/macro';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import type { GroupPost } from '#shared/groups/groups.types';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { ReportDialog } from '#client/components/report/report-dialog';
import { BlockPersonDialog } from '#client/components/block-person-dialog';
import type { PostActions } from '../hooks/use-post-actions';
import { CommentsToggle } from './comments-toggle';
import { PostComments } from './post-comments';
import { PostEditForm } from './post-edit-form';
import { PostHeader } from './post-header';
import { PostImages } from './post-images';
import { PostReactions } from './post-reactions';

export interface PostViewer {
  id: string;
  /** moderators and admins pin and unpin any post */
  canModerate: boolean;
  /** members react and comment */
  canTakePart: boolean;
}

/** One post: who and when, the text (edited inline by its author), images, reactions and comments. */
export function PostCard({
  groupId,
  post,
  viewer,
  actions,
}: {
  groupId: string;
  post: GroupPost;
  viewer: PostViewer;
  actions: PostActions;
}) {
  const { t } = useLingui();
  const authorId = useId();
  const commentsId = useId();
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const [isBlockOpen, setIsBlockOpen] = useState(false);
  const [areCommentsOpen, setAreCommentsOpen] = useState(false);
  const [isReportOpen, setIsReportOpen] = useState(false);
  const isAuthor = post.author.id === viewer.id;

  return (
    <Paper component="article" aria-labelledby={authorId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <PostHeader
          post={post}
          authorId={authorId}
          menu={{
            canEdit: isAuthor && !isEditing,
            canDelete: isAuthor,
            canPin: viewer.canModerate,
            canReport: !isAuthor,
            onReport: () => setIsReportOpen(true),
            onEdit: () => setIsEditing(true),
            onDelete: () => setIsDeleteOpen(true),
            onTogglePin: () => void actions.togglePin(post),
            onBlock: isAuthor ? undefined : () => setIsBlockOpen(true),
          }}
        />
        {isEditing ? (
          <PostEditForm
            initialContent={post.content}
            isSaving={actions.isUpdating(post)}
            onSave={async (content) => {
              if (await actions.edit(post, content)) setIsEditing(false);
            }}
            onCancel={() => setIsEditing(false)}
          />
        ) : post.content ? (
          // user text as text; line breaks kept, long words wrapped
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{post.content}</Text>
        ) : null}
        {post.images.length > 0 ? <PostImages images={post.images} authorName={post.author.name} /> : null}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <PostReactions
            post={post}
            canReact={viewer.canTakePart}
            onReact={(type, add) => void actions.react(post, type, add)}
          />
          <CommentsToggle
            count={post.commentCount}
            isOpen={areCommentsOpen}
            controls={commentsId}
            onToggle={() => setAreCommentsOpen((open) => !open)}
          />
        </Group>
        {areCommentsOpen ? (
          <PostComments
            id={commentsId}
            groupId={groupId}
            postId={post.id}
            viewerId={viewer.id}
            canComment={viewer.canTakePart}
          />
        ) : null}
      </Stack>
      <ReportDialog
        target={{ kind: 'group_post', id: post.id }}
        opened={isReportOpen}
        onClose={() => setIsReportOpen(false)}
      />
      <BlockPersonDialog
        person={{ userId: post.author.id }}
        opened={isBlockOpen}
        onClose={() => setIsBlockOpen(false)}
      />
      <ConfirmDialog
        opened={isDeleteOpen}
        title={t`Delete post`}
        message={t`Delete this post with its images, reactions and comments? This cannot be undone.`}
        confirmLabel={t`Delete`}
        isConfirming={actions.isDeleting(post)}
        onConfirm={async () => {
          // the card goes with the post; on failure the dialog closes and the toast says why
          await actions.remove(post);
          setIsDeleteOpen(false);
        }}
        onClose={() => setIsDeleteOpen(false)}
      />
    </Paper>
  );
}
