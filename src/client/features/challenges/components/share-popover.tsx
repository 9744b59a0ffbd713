import { Trans } from '@lingui/react/macro';
import { Popover, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { type ShareableChallenge, ShareOptions } from './share-options';

export interface SharePopoverProps {
  challenge: ShareableChallenge;
  isOpen: boolean;
  onChange: (isOpen: boolean) => void;
  /** the button the popover opens from */
  target: ReactElement;
}

/** The share popover itself, loaded on the share button's first tap (share-challenge-popover.tsx). */
export function SharePopover({ challenge, isOpen, onChange, target }: SharePopoverProps) {
  return (
    <Popover
      opened={isOpen}
      onChange={onChange}
      width={340}
      position="bottom-end"
      shadow="md"
      withArrow
      trapFocus
      returnFocus
    >
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown>
        <Title order={3} fz="md" mb="sm">
          <Trans>Share this challenge</Trans>
        </Title>
        <ShareOptions challenge={challenge} />
      </Popover.Dropdown>
    </Popover>
  );
}
