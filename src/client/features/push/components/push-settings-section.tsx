import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Divider, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { INVALID_SUBSCRIPTION_MESSAGE } from '#shared/push/push-messages';
import { translated } from '#shared/i18n/translatable';
import { showToast } from '#client/lib/toast';
import { usePushSettings } from '../api/get-push-settings';
import { useDevicePush } from '../hooks/use-device-push';
import { PushKindSwitches } from './push-kind-switches';
import { QuietHoursForm } from './quiet-hours-form';

const ENABLE_MESSAGES = {
  blocked: msg`Notifications are blocked for this site. Allow them in your browser settings, then try again.`,
  failed: msg`Failed to turn on push notifications. Please try again.`,
} as const satisfies Record<string, MessageDescriptor>;

/** Settings: push on this device (issue 12), which kinds reach the person's devices, and quiet hours. */
export function PushSettingsSection() {
  const { t, i18n } = useLingui();
  const device = useDevicePush();
  const settings = usePushSettings();

  const toggle = async (turnOn: boolean) => {
    if (turnOn) {
      const outcome = await device.enable();
      if (outcome === 'on')
        showToast({ kind: 'success', message: t`Push notifications are on for this device.` });
      else if (outcome === 'refused')
        showToast({ kind: 'error', message: translated(i18n, INVALID_SUBSCRIPTION_MESSAGE) });
      else if (outcome !== 'dismissed')
        showToast({ kind: 'error', message: i18n._(ENABLE_MESSAGES[outcome]) });
    } else if (await device.disable()) {
      showToast({ kind: 'success', message: t`Push notifications are off for this device.` });
    } else {
      showToast({ kind: 'error', message: t`Failed to turn off push notifications. Please try again.` });
    }
  };

  return (
    <section aria-labelledby="push-heading">
      <Title order={2} fz="xl" id="push-heading" mb="md">
        <Trans>Push notifications on this device</Trans>
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          {device.state === 'unsupported' ? (
            <Text c="dimmed">
              <Trans>
                This browser cannot receive push notifications. On an iPhone or iPad, add HabitSprint to your
                Home Screen first, then open it from there.
              </Trans>
            </Text>
          ) : (
            <Switch
              label={t`Send notifications to this device`}
              description={t`Reminders and news arrive even when HabitSprint is closed.`}
              checked={device.state === 'on'}
              disabled={device.state === 'checking' || device.isBusy}
              onChange={(event) => void toggle(event.currentTarget.checked)}
            />
          )}
          {device.state === 'blocked' && (
            <Alert color="yellow" variant="light">
              {i18n._(ENABLE_MESSAGES.blocked)}
            </Alert>
          )}
          {settings.data && (
            <>
              <Divider />
              <PushKindSwitches settings={settings.data} />
              <Divider />
              <QuietHoursForm settings={settings.data} />
            </>
          )}
          {settings.isError && (
            <Text c="dimmed">
              <Trans>Failed to load your push settings. Please try again.</Trans>
            </Text>
          )}
        </Stack>
      </Paper>
    </section>
  );
}
