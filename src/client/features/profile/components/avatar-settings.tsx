import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { MAX_IMAGE_BYTES } from '#shared/profile/profile.schemas';
import type { Profile } from '#shared/profile/profile.types';
import { ACCEPTED_IMAGES, useImagePick } from '#client/hooks/use-image-pick';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { UserAvatar } from '#client/components/user-avatar';
import { useRemoveAvatar } from '../api/remove-avatar';
import { useUploadAvatar } from '../api/upload-avatar';

const AVATAR_ERROR_ID = 'avatar-error';
const maxMegabytes = MAX_IMAGE_BYTES / (1024 * 1024);

/** The profile photo: the current one (or the initials), 'Upload photo' and 'Remove photo'. */
export function AvatarSettings({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const uploadAvatar = useUploadAvatar();
  const removeAvatar = useRemoveAvatar();
  const { pick, error, setError, resetRef } = useImagePick(upload);
  const isBusy = uploadAvatar.isPending || removeAvatar.isPending;

  async function upload(file: File) {
    try {
      await uploadAvatar.mutateAsync(file);
    } catch (failure) {
      setError(messageOf(failure, t`Failed to upload photo. Please try again.`));
      return;
    }
    showToast({ kind: 'success', message: t`Profile photo updated.` });
  }

  async function remove() {
    setError(null);
    try {
      await removeAvatar.mutateAsync();
    } catch {
      showToast({ kind: 'error', message: t`Failed to remove photo. Please try again.` });
      return;
    }
    showToast({ kind: 'success', message: t`Profile photo removed.` });
  }

  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <UserAvatar name={profile.name} email={profile.email} image={profile.avatar} size={80} radius="50%" />
      <Stack gap="xs" miw={0}>
        <Group gap="xs">
          <FileButton onChange={pick} accept={ACCEPTED_IMAGES} resetRef={resetRef} disabled={isBusy}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconPhotoUp size={16} aria-hidden />}
                loading={uploadAvatar.isPending}
                disabled={removeAvatar.isPending}
                aria-describedby={error ? AVATAR_ERROR_ID : undefined}
              >
                <Trans>Upload photo</Trans>
              </Button>
            )}
          </FileButton>
          {profile.avatar && (
            <Button
              variant="default"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={removeAvatar.isPending}
              disabled={uploadAvatar.isPending}
              onClick={() => void remove()}
            >
              <Trans>Remove photo</Trans>
            </Button>
          )}
        </Group>
        {error ? (
          <Text id={AVATAR_ERROR_ID} size="sm" c="var(--mantine-color-error)" role="alert">
            {error}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>JPEG, PNG, WebP or GIF, at most {maxMegabytes} MB.</Trans>
          </Text>
        )}
      </Stack>
    </Group>
  );
}
