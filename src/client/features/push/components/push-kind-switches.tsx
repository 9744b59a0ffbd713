import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Switch, Text } from '@mantine/core';
import { PUSH_KINDS, type PushKind } from '#shared/push/push.schemas';
import { type PushSettings } from '#shared/push/push.types';
import { showToast } from '#client/lib/toast';
import { useUpdatePushSettings } from '../api/update-push-settings';
import { PUSH_KIND_LABELS } from '../lib/push-kind-labels';

/** One switch per kind, saved as soon as it is flipped; they apply to every device of the person. */
export function PushKindSwitches({ settings }: { settings: PushSettings }) {
  const { t, i18n } = useLingui();
  const update = useUpdatePushSettings();

  const save = (kind: PushKind, isOn: boolean) =>
    update.mutate(
      { [kind]: isOn },
      { onError: () => showToast({ kind: 'error', message: t`Failed to save your push settings.` }) },
    );

  return (
    <Stack gap="sm" role="group" aria-labelledby="push-kinds-heading">
      <Text fw={600} id="push-kinds-heading">
        <Trans>What reaches your devices</Trans>
      </Text>
      {PUSH_KINDS.map((kind) => (
        <Switch
          key={kind}
          label={i18n._(PUSH_KIND_LABELS[kind].label)}
          description={i18n._(PUSH_KIND_LABELS[kind].description)}
          checked={
            update.isPending && update.variables?.[kind] !== undefined
              ? update.variables[kind]
              : settings[kind]
          }
          onChange={(event) => save(kind, event.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}
