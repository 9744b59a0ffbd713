import { useLingui } from '@lingui/react/macro';
import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { localSchemaResolver } from '#client/i18n/local-schema-resolver';
import { useState } from 'react';
import {
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_MAX,
  type GroupPrivacy,
  updateGroupSchema,
} from '#shared/groups/groups.schemas';
import type { GroupDetail } from '#shared/groups/groups.types';
import { ApiError, messageOf } from '#client/lib/api-client';
import { focusFirstError } from '#client/lib/focus-first-error';
import { showToast } from '#client/lib/toast';
import { useRemoveGroupCover } from '../api/remove-group-cover';
import { useUpdateGroup } from '../api/update-group';
import { useUploadGroupCover } from '../api/upload-group-cover';
import { type CoverChange, GroupCoverPicker } from './group-cover-picker';
import { GroupPrivacyField } from './group-privacy-field';
import { FormActions } from '#client/components/form-actions';

interface EditGroupValues {
  name: string;
  description: string;
  privacy: GroupPrivacy;
}

const validateGroup = localSchemaResolver(updateGroupSchema);

/** 'Edit Group' (admins): name, description, privacy and the cover image, saved together. */
export function EditGroupDialog({
  group,
  opened,
  onClose,
}: {
  group: GroupDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Edit Group`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {/* the modal mounts its content only while open: the form starts from the group as it is now */}
      <EditGroupForm group={group} onClose={onClose} />
    </Modal>
  );
}

function EditGroupForm({ group, onClose }: { group: GroupDetail; onClose: () => void }) {
  const { t } = useLingui();
  const updateGroup = useUpdateGroup(group.id);
  const uploadCover = useUploadGroupCover(group.id);
  const removeCover = useRemoveGroupCover(group.id);
  const [cover, setCover] = useState<CoverChange>({ kind: 'keep' });
  const form = useForm<EditGroupValues>({
    initialValues: { name: group.name, description: group.description ?? '', privacy: group.privacy },
    validate: validateGroup,
  });
  const isSaving = updateGroup.isPending || uploadCover.isPending || removeCover.isPending;

  const submit = form.onSubmit(async (values) => {
    try {
      await updateGroup.mutateAsync(values);
      if (cover.kind === 'upload') await uploadCover.mutateAsync(cover.file);
      if (cover.kind === 'remove') await removeCover.mutateAsync();
    } catch (error) {
      // what was typed stays; fields the server refused show its messages under them
      if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
      showToast({
        kind: 'error',
        title: t`Failed to update group`,
        message: messageOf(error, t`Please try again.`),
      });
      return;
    }
    showToast({ kind: 'success', message: t`Group updated successfully` });
    onClose();
  }, focusFirstError(form));

  const max = GROUP_DESCRIPTION_MAX;
  const length = form.values.description.length;

  return (
    <form onSubmit={submit} noValidate aria-label={t`Edit group`}>
      <Stack gap="md">
        <TextInput
          label={t`Group name`}
          withAsterisk
          maxLength={GROUP_NAME_MAX}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Textarea
          label={t`Description`}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={GROUP_DESCRIPTION_MAX}
          description={t`Optional, up to ${max} characters (${length}/${max}).`}
          {...form.getInputProps('description')}
        />
        <GroupPrivacyField {...form.getInputProps('privacy')} />
        <GroupCoverPicker
          groupName={group.name}
          currentCover={group.coverImage}
          change={cover}
          onChange={setCover}
        />
        <FormActions submitLabel={t`Save Changes`} isPending={isSaving} onCancel={onClose} mt="xs" />
      </Stack>
    </form>
  );
}
