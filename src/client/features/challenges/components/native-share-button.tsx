import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';

export interface NativeShareContent {
  title: string;
  text: string;
  url: string;
}

/** Whether the browser offers the device's own share sheet (the Web Share API; most phones, few desktops). */
export function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * The phone's own share sheet, offered before the product's share options (decision 062): the person picks any app
 * they have. A dismissed sheet (AbortError) and a refused one say nothing; the options below remain.
 */
export function NativeShareButton({ content }: { content: NativeShareContent }) {
  if (!canShareNatively()) return null;
  return (
    <Button
      fullWidth
      leftSection={<IconShare size={18} aria-hidden />}
      onClick={() => void navigator.share(content).catch(() => undefined)}
    >
      <Trans>Share via…</Trans>
    </Button>
  );
}
