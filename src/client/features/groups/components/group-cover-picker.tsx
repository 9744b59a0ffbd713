import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { MAX_IMAGE_BYTES } from '#shared/profile/profile.schemas';
import { ACCEPTED_IMAGES, useImagePick } from '#client/hooks/use-image-pick';
import { GroupCover } from './group-cover';

/** What Save does to the cover: leave it, upload a new picture, or remove it. */
export type CoverChange =
  | { kind: 'keep' }
  | { kind: 'upload'; file: File; /** a local URL to preview the file */ previewUrl: string }
  | { kind: 'remove' };

const COVER_HINT_ID = 'group-cover-hint';

interface GroupCoverPickerProps {
  groupName: string;
  currentCover: string | null;
  change: CoverChange;
  onChange: (change: CoverChange) => void;
}

/** The cover in the Edit Group dialog: a preview of what Save will keep, with choose and remove. */
export function GroupCoverPicker({ groupName, currentCover, change, onChange }: GroupCoverPickerProps) {
  // the preview's local URL holds the file in memory until released: on a new pick, on remove, on close
  const { t } = useLingui();
  const previewUrl = useRef<string | null>(null);
  useEffect(() => () => releasePreview(previewUrl), []);
  const shown = change.kind === 'upload' ? change.previewUrl : change.kind === 'remove' ? null : currentCover;

  function choose(next: CoverChange) {
    releasePreview(previewUrl);
    if (next.kind === 'upload') previewUrl.current = next.previewUrl;
    onChange(next);
  }
  const { pick, error, resetRef } = useImagePick((file) =>
    choose({ kind: 'upload', file, previewUrl: URL.createObjectURL(file) }),
  );

  const maxMegabytes = MAX_IMAGE_BYTES / (1024 * 1024);

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        <Trans>Cover image</Trans>
      </Text>
      <div style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        <GroupCover src={shown} alt={t`New cover image of ${groupName}`} height={120} />
      </div>
      <Group gap="xs">
        <FileButton onChange={pick} accept={ACCEPTED_IMAGES} resetRef={resetRef}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="sm"
              leftSection={<IconPhotoUp size={16} aria-hidden />}
              aria-describedby={COVER_HINT_ID}
            >
              {shown ? t`Change cover image` : t`Upload cover image`}
            </Button>
          )}
        </FileButton>
        {shown ? (
          <Button
            variant="default"
            size="sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => choose(currentCover ? { kind: 'remove' } : { kind: 'keep' })}
          >
            <Trans>Remove cover image</Trans>
          </Button>
        ) : null}
      </Group>
      <Text
        id={COVER_HINT_ID}
        size="sm"
        c={error ? 'var(--mantine-color-error)' : 'dimmed'}
        role={error ? 'alert' : undefined}
      >
        {error ?? t`JPEG, PNG, WebP or GIF, at most ${maxMegabytes} MB. Saved with the group.`}
      </Text>
    </Stack>
  );
}

function releasePreview(url: { current: string | null }) {
  if (url.current) URL.revokeObjectURL(url.current);
  url.current = null;
}
