import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useState } from 'react';
import type { PushSettings } from '#shared/push/push.types';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useUpdatePushSettings } from '../api/update-push-settings';

/**
 * Quiet hours in the person's own timezone (the profile's): pushes that fall inside wait until they end, never
 * lost. Set or cleared as a pair.
 */
export function QuietHoursForm({ settings }: { settings: PushSettings }) {
  const { t } = useLingui();
  const update = useUpdatePushSettings();
  const [start, setStart] = useState(settings.quietStart ?? '');
  const [end, setEnd] = useState(settings.quietEnd ?? '');
  const [error, setError] = useState<string | null>(null);
  const hasQuietHours = settings.quietStart !== null;

  const save = (quietStart: string | null, quietEnd: string | null) => {
    setError(null);
    update.mutate(
      { quietStart, quietEnd },
      {
        onSuccess: () =>
          showToast({
            kind: 'success',
            message: quietStart ? t`Quiet hours saved.` : t`Quiet hours removed.`,
          }),
        onError: (failure) => setError(messageOf(failure, t`Failed to save your quiet hours.`)),
      },
    );
  };

  return (
    <Stack gap="sm">
      <div>
        <Text fw={600}>
          <Trans>Quiet hours</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>
            Notifications that arrive during quiet hours wait until they end. Times are in your profile’s
            timezone.
          </Trans>
        </Text>
      </div>
      <Group align="flex-end" gap="sm">
        <TimeInput label={t`From`} value={start} onChange={(event) => setStart(event.currentTarget.value)} />
        <TimeInput
          label={t`Until`}
          value={end}
          onChange={(event) => setEnd(event.currentTarget.value)}
          error={error}
        />
      </Group>
      <Group gap="sm">
        <Button
          onClick={() => save(start || null, end || null)}
          loading={update.isPending}
          disabled={!start || !end}
        >
          <Trans>Save quiet hours</Trans>
        </Button>
        {hasQuietHours && (
          <Button
            variant="default"
            onClick={() => {
              setStart('');
              setEnd('');
              save(null, null);
            }}
          >
            <Trans>No quiet hours</Trans>
          </Button>
        )}
      </Group>
    </Stack>
  );
}
