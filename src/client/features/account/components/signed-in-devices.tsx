import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet, IconDevices } from '@tabler/icons-react';
import { useState } from 'react';
import type { SignedInDevice } from '#shared/account/account.types';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { SettingsList } from '#client/components/settings-list';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useSignOutDevice } from '../api/sign-out-device';
import { useSignOutOtherDevices } from '../api/sign-out-other-devices';
import { lastSeenText } from '../utils/last-seen';

const ICONS = {
  desktop: IconDeviceDesktop,
  mobile: IconDeviceMobile,
  tablet: IconDeviceTablet,
  unknown: IconDevices,
} as const;

/** 'Firefox 133 on macOS' */
function nameOf({ browser, os }: SignedInDevice, i18n: I18n) {
  return i18n._(msg`${browser} on ${os}`);
}

/** Where the person is signed in, from each session's user agent, with sign-out per device and for all others. */
export function SignedInDevices({ devices }: { devices: SignedInDevice[] }) {
  const { t, i18n } = useLingui();
  const signOutDevice = useSignOutDevice();
  const signOutOthers = useSignOutOtherDevices();
  const [isConfirmingOthers, setIsConfirmingOthers] = useState(false);
  const hasOthers = devices.some((device) => !device.isCurrent);

  async function signOut(device: SignedInDevice) {
    try {
      await signOutDevice.mutateAsync(device.id);
    } catch (error) {
      showToast({
        kind: 'error',
        message: messageOf(error, t`Failed to sign out that device. Please try again.`),
      });
      return;
    }
    const name = nameOf(device, i18n);
    showToast({ kind: 'success', message: t`Signed out ${name}.` });
  }

  async function signOutEverywhereElse() {
    try {
      await signOutOthers.mutateAsync();
    } catch (error) {
      showToast({
        kind: 'error',
        message: messageOf(error, t`Failed to sign out your other devices. Please try again.`),
      });
      return;
    } finally {
      setIsConfirmingOthers(false);
    }
    showToast({ kind: 'success', message: t`Signed out everywhere else.` });
  }

  return (
    <Stack gap="sm">
      <Title order={3} fz="lg">
        <Trans>Signed-in devices</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>Browser and system as each device reports them. Last activity is updated once a day.</Trans>
      </Text>
      <SettingsList label={t`Signed-in devices`}>
        {devices.map((device) => {
          const Icon = ICONS[device.deviceType];
          const name = nameOf(device, i18n);
          return (
            <Paper component="li" key={device.id} withBorder radius="md" p="sm" aria-label={name}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <Icon size={28} aria-hidden stroke={1.5} style={{ flexShrink: 0 }} />
                  <Stack gap={2} miw={0}>
                    <Group gap="xs">
                      <Text fw={600} size="sm">
                        {name}
                      </Text>
                      {device.isCurrent && (
                        <Badge variant="filled" color="teal.9" size="sm">
                          <Trans>This device</Trans>
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {lastSeenText(device.lastSeenAt, undefined, i18n)}
                    </Text>
                  </Stack>
                </Group>
                {!device.isCurrent && (
                  <Button
                    variant="default"
                    size="sm"
                    style={{ flexShrink: 0 }}
                    aria-label={t`Sign out ${name}`}
                    loading={signOutDevice.isPending && signOutDevice.variables === device.id}
                    onClick={() => void signOut(device)}
                  >
                    <Trans>Sign out</Trans>
                  </Button>
                )}
              </Group>
            </Paper>
          );
        })}
      </SettingsList>
      {hasOthers && (
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setIsConfirmingOthers(true)}>
            <Trans>Sign out everywhere else</Trans>
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={isConfirmingOthers}
        title={t`Sign out everywhere else?`}
        message={t`Every other device signed in to your account will be signed out. This device stays signed in.`}
        confirmLabel={t`Sign out everywhere else`}
        isConfirming={signOutOthers.isPending}
        onConfirm={() => void signOutEverywhereElse()}
        onClose={() => setIsConfirmingOthers(false)}
      />
    </Stack>
  );
}
