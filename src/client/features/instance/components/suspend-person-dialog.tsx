import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { MODERATION_NOTE_MAX } from '#shared/moderation/moderation.schemas';
import { LazyModal } from '#client/components/lazy-modal';

/** Asks a site administrator for the reason the person is told before suspending them (decision 085). */
export function SuspendPersonDialog({
  name,
  opened,
  isSuspending,
  onSuspend,
  onClose,
}: {
  name: string;
  opened: boolean;
  isSuspending: boolean;
  onSuspend: (note: string) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (note.trim() === '') return setError(t`Say why the account is suspended.`);
    onSuspend(note.trim());
  };
  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      title={t`Suspend account`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            Suspend {name}? They are signed out everywhere at once, cannot sign in, and everything they wrote
            is hidden until the suspension is lifted.
          </Trans>
        </Text>
        <Textarea
          label={t`Reason (they are told)`}
          value={note}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autosize
          minRows={2}
          maxLength={MODERATION_NOTE_MAX}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isSuspending}>
            <Trans>Cancel</Trans>
          </Button>
          {/* shade 9: white text on red keeps 4.5:1 */}
          <Button color="red.9" onClick={submit} loading={isSuspending}>
            <Trans>Suspend account</Trans>
          </Button>
        </Group>
      </Stack>
    </LazyModal>
  );
}
