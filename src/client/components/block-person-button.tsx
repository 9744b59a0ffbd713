import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useState } from 'react';
import type { BlockPersonInput } from '#shared/blocks/blocks.schemas';
import { BlockPersonDialog } from './block-person-dialog';

/** 'Block' beside someone else's post, comment or invitation, with its confirmation (product-rules.md#blocking). */
export function BlockPersonButton({
  person,
  onBlocked,
}: {
  person: BlockPersonInput;
  onBlocked?: () => void;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        mih={44}
        leftSection={<IconBan size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        <Trans>Block</Trans>
      </Button>
      <BlockPersonDialog
        person={person}
        opened={isOpen}
        onClose={() => setOpen(false)}
        onBlocked={onBlocked}
      />
    </>
  );
}
