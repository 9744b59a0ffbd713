import { useLingui } from '@lingui/react/macro';
import { localSchemaResolver } from '#client/i18n/local-schema-resolver';
import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import {
  createForumPostSchema,
  FORUM_CATEGORIES,
  FORUM_CATEGORY_LABELS,
  FORUM_DESCRIPTION_MAX,
  FORUM_REQUIRED_MESSAGE,
  FORUM_TITLE_MAX,
  FORUM_VALIDATION_TITLE,
  type ForumCategory,
} from '#shared/forum/forum.schemas';
import type { ForumPostDetail } from '#shared/forum/forum.types';
import type { I18n } from '@lingui/core';
import { translated } from '#shared/i18n/translatable';
import { ApiError } from '#client/lib/api-client';
import { focusFirstError } from '#client/lib/focus-first-error';
import { showToast } from '#client/lib/toast';
import { useCreateForumPost } from '../api/create-forum-post';
import { createPostFailureToast } from '../utils/forum-messages';
import { FormActions } from '#client/components/form-actions';

interface FormValues {
  category: ForumCategory | null;
  title: string;
  description: string;
}

const validateInput = localSchemaResolver(createForumPostSchema);

/**
 * product-rules.md#feedback-forum: the missing fields are marked, focused, and summed up in one toast (the errors
 * are in the shown language already).
 */
function showValidationToast(errors: FormErrors, i18n: I18n) {
  const messages = Object.values(errors).map(String);
  const required = translated(i18n, FORUM_REQUIRED_MESSAGE);
  const message = messages.includes(required) ? required : messages[0];
  if (message) showToast({ kind: 'error', title: i18n._(FORUM_VALIDATION_TITLE), message });
}

/**
 * The New Post form (product-rules.md#feedback-forum): Category and Title required, Description optional, checked by
 * the same schema as the server. A failure keeps everything typed.
 */
export function ForumPostForm({
  onCreated,
  onCancel,
}: {
  onCreated: (post: ForumPostDetail) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const categoryOptions = FORUM_CATEGORIES.map((value) => ({
    value,
    label: i18n._(FORUM_CATEGORY_LABELS[value]),
  }));
  const createPost = useCreateForumPost();
  const form = useForm<FormValues>({
    initialValues: { category: null, title: '', description: '' },
    validate: validateInput,
  });
  const focusError = focusFirstError(form);

  const submit = form.onSubmit(
    async (values) => {
      let post: ForumPostDetail;
      try {
        // checked above: the parse only trims and turns an empty description into null
        post = await createPost.mutateAsync(createForumPostSchema.parse(values));
      } catch (error) {
        showToast({ kind: 'error', ...createPostFailureToast(error, i18n) });
        if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
        return;
      }
      showToast({ kind: 'success', message: t`Your post has been created successfully!` });
      onCreated(post);
    },
    (errors) => {
      showValidationToast(errors, i18n);
      focusError(errors);
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t`New post`}>
      <Stack gap="md">
        <Select
          label={t`Category`}
          withAsterisk
          placeholder={t`Select a category`}
          data={categoryOptions}
          allowDeselect={false}
          {...form.getInputProps('category')}
        />
        <TextInput
          label={t`Title`}
          withAsterisk
          placeholder={t`A short summary of your post`}
          maxLength={FORUM_TITLE_MAX}
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t`Description`}
          description={t`Optional: the details, steps to reproduce, or your question.`}
          autosize
          minRows={5}
          maxRows={14}
          maxLength={FORUM_DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
        <FormActions submitLabel={t`Create Post`} isPending={createPost.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
