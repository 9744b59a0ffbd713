import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { SuspendedAccount } from '#shared/moderation/moderation.types';
import { formatDateTime } from '#client/i18n/formats';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useLiftSuspension } from '../api/moderation-actions';

/** Suspended accounts with Lift suspension (site administrators, decision 085). */
export function SuspendedAccounts({ accounts }: { accounts: SuspendedAccount[] }) {
  const { t } = useLingui();
  const lift = useLiftSuspension();
  if (accounts.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>No account is suspended.</Trans>
      </Text>
    );
  }
  return (
    // a list, so each Lift suspension is read with its person's row
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {accounts.map((account) => {
        const since = formatDateTime(account.suspendedAt);
        return (
          <Paper component="li" key={account.id} withBorder radius="md" p="sm">
            <Group justify="space-between" gap="sm">
              <Stack gap={2} miw={0}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {account.name} · {account.email}
                </Text>
                <Text size="sm" c="dimmed">
                  <Trans>Suspended on {since}</Trans>
                  {account.reason ? ` · ${account.reason}` : ''}
                </Text>
              </Stack>
              <Button
                variant="default"
                loading={lift.isPending && lift.variables === account.id}
                onClick={() =>
                  lift.mutate(account.id, {
                    onSuccess: () => showToast({ kind: 'success', message: t`The suspension was lifted.` }),
                    onError: (error) =>
                      showToast({
                        kind: 'error',
                        message: messageOf(error, t`The action failed. Please try again.`),
                      }),
                  })
                }
              >
                <Trans>Lift suspension</Trans>
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
