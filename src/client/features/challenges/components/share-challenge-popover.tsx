import { ActionIcon, Button, Popover, Title } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { type ShareableChallenge, ShareOptions } from './share-options';

interface ShareChallengePopoverProps {
  challenge: ShareableChallenge;
  /** a labelled button (the detail page's 'Share Challenge'); without it a compact icon button (cards) */
  label?: string;
}

/** The share popover of challenge cards and the detail page (product-rules.md#sharing). */
export function ShareChallengePopover({ challenge, label }: ShareChallengePopoverProps) {
  return (
    <Popover width={340} position="bottom-end" shadow="md" withArrow trapFocus returnFocus>
      <Popover.Target>
        {label ? (
          <Button variant="default" leftSection={<IconShare size={18} aria-hidden />}>
            {label}
          </Button>
        ) : (
          <ActionIcon variant="default" size="lg" aria-label={`Share ${challenge.title}`}>
            <IconShare size={18} aria-hidden />
          </ActionIcon>
        )}
      </Popover.Target>
      <Popover.Dropdown>
        <Title order={3} fz="md" mb="sm">
          Share this challenge
        </Title>
        <ShareOptions challenge={challenge} />
      </Popover.Dropdown>
    </Popover>
  );
}
