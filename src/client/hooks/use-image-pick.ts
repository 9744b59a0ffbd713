import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES } from '#shared/profile/profile.schemas';
import { translated } from '#shared/i18n/translatable';

/** What a single-image FileButton offers to pick: the formats the server re-encodes (decision 016). */
export const ACCEPTED_IMAGES = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * One picture picked with a FileButton (a profile photo, a group cover): a file over the upload limit is refused
 * with `error` at once rather than after sending megabytes the server refuses anyway; any other goes to `onPicked`.
 * `setError` is there for what `onPicked` itself fails with.
 */
export function useImagePick(onPicked: (file: File) => unknown) {
  const { i18n } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);

  function pick(file: File | null) {
    // the same file may be picked again after a refusal
    resetRef.current?.();
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES) {
      setError(translated(i18n, IMAGE_TOO_LARGE_MESSAGE));
      return;
    }
    setError(null);
    void onPicked(file);
  }

  return { pick, error, setError, resetRef };
}
