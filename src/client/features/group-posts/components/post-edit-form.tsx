import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { updatePostSchema } from '#shared/groups/groups.schemas';
import { translated } from '#shared/i18n/translatable';

/**
 * The inline edit of a post's text (product-rules.md#group-posts): Save or Cancel; the text may not be empty
 * (#group-posts).
 */
export function PostEditForm({
  initialContent,
  isSaving,
  onSave,
  onCancel,
}: {
  initialContent: string;
  isSaving: boolean;
  onSave: (content: string) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const [content, setContent] = useState(initialContent);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = updatePostSchema.safeParse({ content });
    if (!parsed.success) {
      const refusal = parsed.error.issues[0]?.message;
      setError(refusal ? translated(i18n, refusal) : t`Post content cannot be empty`);
      return;
    }
    onSave(parsed.data.content);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          aria-label={t`Edit post`}
          autosize
          minRows={2}
          maxRows={12}
          // the form opens where the text was: type at once
          autoFocus
          value={content}
          error={error}
          onChange={(event) => {
            setContent(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={isSaving}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
