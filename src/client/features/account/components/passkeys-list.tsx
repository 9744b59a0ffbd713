import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import type { Passkey } from '#shared/passkeys/passkeys.types';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { SettingsList } from '#client/components/settings-list';
import { formatListDate } from '#client/i18n/formats';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { PasskeyNotAdded, useAddPasskey } from '../api/add-passkey';
import { useRemovePasskey } from '../api/remove-passkey';
import { useRenamePasskey } from '../api/rename-passkey';
import { RenamePasskeyDialog } from './rename-passkey-dialog';

/**
 * Settings' passkeys (product-rules.md#passkeys): sign in with the device's fingerprint, face or screen lock instead of
 * the password. Adding one opens the browser's own dialog; renaming and removing show at once.
 */
export function PasskeysList({ passkeys }: { passkeys: Passkey[] }) {
  const { t } = useLingui();
  const addPasskey = useAddPasskey();
  const renamePasskey = useRenamePasskey();
  const removePasskey = useRemovePasskey();
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);

  async function add() {
    try {
      const { passkey } = await addPasskey.mutateAsync();
      const name = passkey.name;
      showToast({ kind: 'success', message: t`Passkey added: ${name}.` });
    } catch (error) {
      const reason = error instanceof PasskeyNotAdded ? error.reason : 'failed';
      if (reason === 'cancelled') showToast({ kind: 'info', message: t`No passkey was added.` });
      else if (reason === 'already-on-device')
        showToast({ kind: 'info', message: t`This device already has a passkey for your account.` });
      else showToast({ kind: 'error', message: t`The passkey could not be added. Please try again.` });
    }
  }

  function rename(passkey: Passkey, name: string) {
    setRenaming(null);
    renamePasskey.mutate(
      { id: passkey.id, name },
      {
        onError: (error) =>
          showToast({
            kind: 'error',
            message: messageOf(error, t`The passkey could not be renamed. Please try again.`),
          }),
      },
    );
  }

  function remove(passkey: Passkey) {
    setRemoving(null);
    const name = passkey.name;
    removePasskey.mutate(passkey.id, {
      onSuccess: () => showToast({ kind: 'success', message: t`Passkey removed: ${name}.` }),
      onError: (error) =>
        showToast({
          kind: 'error',
          message: messageOf(error, t`The passkey could not be removed. Please try again.`),
        }),
    });
  }

  return (
    <Stack component="section" gap="sm" aria-labelledby="passkeys-heading">
      <Title order={3} fz="lg" id="passkeys-heading">
        <Trans>Passkeys</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>
          Sign in with your fingerprint, face or screen lock instead of your password. A passkey stays on your
          device or in your password manager.
        </Trans>
      </Text>
      {passkeys.length > 0 && (
        <SettingsList label={t`Passkeys`}>
          {passkeys.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              onRename={() => setRenaming(passkey)}
              onRemove={() => setRemoving(passkey)}
            />
          ))}
        </SettingsList>
      )}
      {/* a browser without WebAuthn cannot make one; its passkeys made elsewhere stay listed */}
      {browserSupportsWebAuthn() && (
        <Group justify="flex-end">
          <Button
            variant="default"
            leftSection={<IconKey size={18} aria-hidden />}
            loading={addPasskey.isPending}
            onClick={() => void add()}
          >
            <Trans>Add a passkey</Trans>
          </Button>
        </Group>
      )}
      <RenamePasskeyDialog
        passkey={renaming}
        onRename={(name) => renaming && rename(renaming, name)}
        onClose={() => setRenaming(null)}
      />
      <ConfirmDialog
        opened={removing !== null}
        title={t`Remove this passkey?`}
        message={t`You will no longer be able to sign in with it. Your password and other passkeys keep working.`}
        confirmLabel={t`Remove passkey`}
        isConfirming={false}
        onConfirm={() => removing && remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}

function PasskeyItem({
  passkey,
  onRename,
  onRemove,
}: {
  passkey: Passkey;
  onRename: () => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const name = passkey.name;
  const created = formatListDate(passkey.createdAt);
  const lastUsed = passkey.lastUsedAt ? formatListDate(passkey.lastUsedAt) : null;
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={name}>
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <IconKey size={28} aria-hidden stroke={1.5} style={{ flexShrink: 0 }} />
          <Stack gap={2} miw={0}>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {lastUsed ? t`Added ${created} · Last used ${lastUsed}` : t`Added ${created} · Not used yet`}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" ml="auto">
          <Button variant="default" size="sm" aria-label={t`Rename passkey ${name}`} onClick={onRename}>
            <Trans>Rename</Trans>
          </Button>
          <Button
            variant="default"
            color="red"
            size="sm"
            aria-label={t`Remove passkey ${name}`}
            onClick={onRemove}
          >
            <Trans>Remove</Trans>
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
