import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { lazyAfterPaint } from '#client/lib/lazy-after-paint';
import type { ShareableChallenge } from './share-options';

// the popover, its options and its positioning load once the page is idle (or on an earlier first tap): the cards of
// the dashboard need none of them to show (decision 067); the button is drawn inside the popover only from its first
// tap on, so no press is ever lost to the button being drawn again under the finger (decision 078)
const SharePopover = lazyAfterPaint(() =>
  import('./share-popover').then(({ SharePopover }) => ({ default: SharePopover })),
);

interface ShareChallengePopoverProps {
  challenge: ShareableChallenge;
  /** a labelled button (the detail page's 'Share Challenge'); without it a compact icon button (cards) */
  label?: string;
}

/** The share button and popover of challenge cards and the detail page (product-rules.md#sharing). */
export function ShareChallengePopover({ challenge, label }: ShareChallengePopoverProps) {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const toggle = () => {
    setWasOpened(true);
    setIsOpen((open) => !open);
  };
  const title = challenge.title;
  const target = label ? (
    <Button variant="default" leftSection={<IconShare size={18} aria-hidden />} onClick={toggle}>
      {label}
    </Button>
  ) : (
    <ActionIcon variant="default" size="lg" aria-label={t`Share ${title}`} onClick={toggle}>
      <IconShare size={18} aria-hidden />
    </ActionIcon>
  );
  if (!wasOpened) return target;
  return (
    <Suspense fallback={target}>
      <SharePopover challenge={challenge} isOpen={isOpen} onChange={setIsOpen} target={target} />
    </Suspense>
  );
}
