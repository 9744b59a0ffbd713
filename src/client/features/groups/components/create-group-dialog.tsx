import { useLingui } from '@lingui/react/macro';
import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { localSchemaResolver } from '#client/i18n/local-schema-resolver';
import type { ReactNode } from 'react';
import {
  createGroupSchema,
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_MAX,
  type CreateGroupInput,
  type GroupPrivacy,
} from '#shared/groups/groups.schemas';
import type { CreatedGroup } from '#shared/groups/groups.types';
import type { UserSearchResult } from '#shared/users/user-search';
import { ApiError } from '#client/lib/api-client';
import { focusFirstError } from '#client/lib/focus-first-error';
import { showToast } from '#client/lib/toast';
import { useCreateGroup } from '../api/create-group';
import { createGroupFailureMessage } from '../utils/group-messages';
import { GroupPrivacyField } from './group-privacy-field';
import { FormActions } from '#client/components/form-actions';

/** Lets the page put in the people picker of the users feature (a feature never imports another). */
export type MemberPicker = (
  picked: UserSearchResult[],
  onChange: (users: UserSearchResult[]) => void,
) => ReactNode;

interface CreateGroupDialogProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (group: CreatedGroup) => void;
  renderMemberPicker: MemberPicker;
}

/** product-rules.md#groups, #group-messages. */
export function CreateGroupDialog({
  opened,
  onClose,
  onCreated,
  renderMemberPicker,
}: CreateGroupDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Create Group`}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {/* mounted on each opening: a new dialog starts empty; while open, a failure keeps all that was typed */}
      <CreateGroupForm onCancel={onClose} onCreated={onCreated} renderMemberPicker={renderMemberPicker} />
    </Modal>
  );
}

interface FormValues {
  name: string;
  description: string;
  privacy: GroupPrivacy;
  members: UserSearchResult[];
}

const toInput = (values: FormValues): CreateGroupInput => ({
  name: values.name,
  description: values.description,
  privacy: values.privacy,
  memberIds: values.members.map((member) => member.id),
});

const validateInput = localSchemaResolver(createGroupSchema);

function CreateGroupForm({
  onCancel,
  onCreated,
  renderMemberPicker,
}: Omit<CreateGroupDialogProps, 'opened' | 'onClose'> & { onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const createGroup = useCreateGroup();
  const form = useForm<FormValues>({
    initialValues: { name: '', description: '', privacy: 'public', members: [] },
    validate: (values) => validateInput(toInput(values)),
  });

  const submit = form.onSubmit(async (values) => {
    let group: CreatedGroup;
    try {
      group = await createGroup.mutateAsync(toInput(values));
    } catch (error) {
      showToast({ kind: 'error', message: createGroupFailureMessage(error, i18n) });
      if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
      return;
    }
    showToast({ kind: 'success', message: t`Group created successfully` });
    if (group.membersNotAdded) {
      showToast({ kind: 'warning', message: t`Group created but some members couldn't be added` });
    }
    onCreated(group);
  }, focusFirstError(form));

  const max = GROUP_DESCRIPTION_MAX;
  const length = form.values.description.length;

  return (
    <form onSubmit={submit} noValidate aria-label={t`Create a group`}>
      <Stack gap="md">
        <TextInput
          label={t`Group name`}
          withAsterisk
          placeholder={t`e.g. Morning Runners`}
          maxLength={GROUP_NAME_MAX}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Textarea
          label={t`Description`}
          description={t`Optional, up to ${max} characters (${length}/${max}).`}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={GROUP_DESCRIPTION_MAX}
          placeholder={t`What brings this group together?`}
          {...form.getInputProps('description')}
        />
        <GroupPrivacyField {...form.getInputProps('privacy')} />
        {renderMemberPicker(form.values.members, (members) => form.setFieldValue('members', members))}
        <FormActions submitLabel={t`Create Group`} isPending={createGroup.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
