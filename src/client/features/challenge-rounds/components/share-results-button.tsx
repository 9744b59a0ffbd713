import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { messageOf } from '#client/lib/api-client';
import { downloadFile } from '#client/lib/download-file';
import { showToast } from '#client/lib/toast';
import { getResultsImage } from '../api/get-results-image';

/** Whether the device's share sheet takes this file (most phones; few desktops). */
const canShareFile = (file: File) =>
  typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });

/**
 * 'Share results' (decision 068): the results image drawn for this reader, handed to the phone's share sheet where
 * it takes files, else saved as a download. A dismissed sheet says nothing. A sheet that refuses because the tap's
 * permission ran out while the image was drawn (NotAllowedError) falls back to the download, so a tap is never lost.
 */
export function ShareResultsButton({ challengeId, title }: { challengeId: string; title: string }) {
  const { t } = useLingui();
  const [isPreparing, setPreparing] = useState(false);

  async function share() {
    setPreparing(true);
    try {
      const file = await getResultsImage(challengeId, title);
      if (canShareFile(file)) {
        try {
          await navigator.share({ files: [file], title: t`${title}: final results` });
          return;
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') return;
        }
      }
      downloadFile(file);
      const fileName = file.name;
      showToast({ kind: 'success', message: t`Saved ${fileName}` });
    } catch (error) {
      showToast({
        kind: 'error',
        message: messageOf(error, t`Could not make the results image. Please try again.`),
      });
    } finally {
      setPreparing(false);
    }
  }

  return (
    <Button
      variant="light"
      leftSection={<IconShare size={18} aria-hidden />}
      loading={isPreparing}
      onClick={() => void share()}
      style={{ alignSelf: 'flex-start' }}
    >
      <Trans>Share results</Trans>
    </Button>
  );
}
