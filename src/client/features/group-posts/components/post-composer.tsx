import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FileButton, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconPhotoPlus, IconSend } from '@tabler/icons-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { GROUP_POST_MAX_IMAGES, POST_EMPTY_MESSAGE } from '#shared/groups/groups.schemas';
import { translated } from '#shared/i18n/translatable';
import { showToast } from '#client/lib/toast';
import { useCreateGroupPost } from '../api/create-group-post';
import { useImageSelection } from '../hooks/use-image-selection';
import { ComposerImagePreviews } from './composer-image-previews';
import { messageOf } from '#client/lib/api-client';

/**
 * A new post for members (product-rules.md#group-posts): text or at least one image, at most 4 images. What was
 * written and chosen stays when posting fails.
 */
export function PostComposer({ groupId }: { groupId: string }) {
  const { t, i18n } = useLingui();
  const createPost = useCreateGroupPost(groupId);
  const selection = useImageSelection();
  const [content, setContent] = useState('');
  const [emptyError, setEmptyError] = useState<string | null>(null);
  const resetPicker = useRef<() => void>(null);
  const imagesHintId = useId();
  const isFull = selection.images.length >= GROUP_POST_MAX_IMAGES;
  const chosen = selection.images.length;
  const max = GROUP_POST_MAX_IMAGES;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = content.trim();
    if (!text && selection.images.length === 0) {
      setEmptyError(translated(i18n, POST_EMPTY_MESSAGE));
      return;
    }
    try {
      await createPost.mutateAsync({ content: text, images: selection.images.map((image) => image.file) });
    } catch (error) {
      showToast({ kind: 'error', message: messageOf(error, t`Failed to create post`) });
      return;
    }
    showToast({ kind: 'success', message: t`Post created successfully` });
    setContent('');
    selection.clear();
  }

  return (
    <Paper component="form" onSubmit={submit} noValidate withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Textarea
          aria-label={t`Write a post`}
          placeholder={t`Share something with the group...`}
          autosize
          minRows={3}
          maxRows={12}
          value={content}
          error={emptyError}
          onChange={(event) => {
            setContent(event.currentTarget.value);
            setEmptyError(null);
          }}
        />
        {selection.images.length > 0 ? (
          <ComposerImagePreviews images={selection.images} onRemove={selection.remove} />
        ) : null}
        {selection.problem ? (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {translated(i18n, selection.problem)}
          </Text>
        ) : null}
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <FileButton
              multiple
              accept="image/*"
              resetRef={resetPicker}
              disabled={isFull || createPost.isPending}
              onChange={(files) => {
                // the same file may be picked again after it was removed
                resetPicker.current?.();
                selection.add(files);
                setEmptyError(null);
              }}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  disabled={isFull || createPost.isPending}
                  leftSection={<IconPhotoPlus size={16} aria-hidden />}
                  aria-describedby={imagesHintId}
                >
                  <Trans>Add images</Trans>
                </Button>
              )}
            </FileButton>
            <Text id={imagesHintId} size="sm" c="dimmed">
              {t`${chosen} of ${max} images`}
            </Text>
          </Group>
          <Button
            type="submit"
            ml="auto"
            loading={createPost.isPending}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            <Trans>Post</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
