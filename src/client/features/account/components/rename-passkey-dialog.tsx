import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PASSKEY_NAME_MAX, renamePasskeySchema } from '#shared/passkeys/passkeys.schemas';
import type { Passkey } from '#shared/passkeys/passkeys.types';
import { LazyModal } from '#client/components/lazy-modal';
import { localSchemaResolver } from '#client/i18n/local-schema-resolver';

interface RenamePasskeyDialogProps {
  /** the passkey being renamed; null when the dialog is closed */
  passkey: Passkey | null;
  onRename: (name: string) => void;
  onClose: () => void;
}

/** A new name for a passkey; the list shows it as soon as it is saved here (optimistic). */
export function RenamePasskeyDialog({ passkey, onRename, onClose }: RenamePasskeyDialogProps) {
  const { t } = useLingui();
  return (
    <LazyModal opened={passkey !== null} onClose={onClose} title={t`Rename passkey`} centered>
      {passkey && <RenameForm key={passkey.id} name={passkey.name} onRename={onRename} onClose={onClose} />}
    </LazyModal>
  );
}

function RenameForm({
  name,
  onRename,
  onClose,
}: {
  name: string;
  onRename: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const form = useForm({ initialValues: { name }, validate: localSchemaResolver(renamePasskeySchema) });
  return (
    <form onSubmit={form.onSubmit((values) => onRename(renamePasskeySchema.parse(values).name))} noValidate>
      <Stack gap="md">
        <TextInput
          label={t`Name`}
          maxLength={PASSKEY_NAME_MAX}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit">
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
