import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { LazyModal } from './lazy-modal';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  isConfirming: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that cannot be undone (delete, leave, remove). */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  isConfirming,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={isConfirming}>
          <Trans>Cancel</Trans>
        </Button>
        {/* shade 9: white text on red keeps 4.5:1 (shade 8 is 4.48:1) */}
        <Button color="red.9" onClick={onConfirm} loading={isConfirming}>
          {confirmLabel}
        </Button>
      </Group>
    </LazyModal>
  );
}
