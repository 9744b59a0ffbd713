import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { DELETE_CONFIRMATION_WORD } from '#shared/account-deletion/account-deletion.schemas';
import { isClientError, messageOf } from '#client/lib/api-client';
import { paths } from '#client/lib/paths';
import { showToast } from '#client/lib/toast';
import { useDeleteAccount } from '../api/delete-account';

/**
 * The confirmation (product-rules.md#account-deletion): the password again and the word DELETE typed, then the
 * danger button. On success the person lands signed out on the landing page with a toast.
 */
export function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Delete your account?`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {/* remounted on each opening: nothing typed is kept */}
      {opened ? <DeleteAccountForm onCancel={onClose} /> : null}
    </Modal>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useLingui();
  const word = DELETE_CONFIRMATION_WORD;
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const deleteAccount = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isConfirmed = confirmation.trim() === DELETE_CONFIRMATION_WORD && password.length > 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isConfirmed) return;
    setPasswordError(null);
    try {
      await deleteAccount.mutateAsync({ password });
    } catch (error) {
      const message = messageOf(error, t`Your account could not be deleted. Please try again.`);
      if (isClientError(error)) setPasswordError(message);
      else showToast({ kind: 'error', message });
      return;
    }
    // off the signed-in screens first, then forget everything cached of the person (as signing out does)
    await navigate(paths.landing(), { replace: true });
    queryClient.clear();
    showToast({ kind: 'success', message: t`Your account has been deleted.` });
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <Text size="sm">
          <Trans>This cannot be undone. Enter your password and type {word} to confirm.</Trans>
        </Text>
        <PasswordInput
          label={t`Password`}
          autoComplete="current-password"
          required
          value={password}
          error={passwordError}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <TextInput
          label={t`Type ${word} to confirm`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          value={confirmation}
          onChange={(event) => setConfirmation(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={deleteAccount.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" color="red.9" disabled={!isConfirmed} loading={deleteAccount.isPending}>
            <Trans>Delete my account</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
