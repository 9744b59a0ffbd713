import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { CheckInLinkSummary } from '#shared/check-in-links/check-in-links.types';
import { formatDateTime24, formatListDate } from '#client/i18n/formats';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useRevokeCheckInLink } from '../api/revoke-check-in-link';

/** Each link with its challenge, when it was created and last used, and "Revoke". */
export function CheckInLinkList({ links }: { links: CheckInLinkSummary[] }) {
  const { t } = useLingui();
  const revokeLink = useRevokeCheckInLink();

  async function revoke(link: CheckInLinkSummary) {
    try {
      await revokeLink.mutateAsync(link.id);
    } catch (error) {
      showToast({
        kind: 'error',
        message: messageOf(error, t`Failed to revoke the check-in link. Please try again.`),
      });
      return;
    }
    const title = link.challenge.title;
    showToast({ kind: 'success', message: t`Check-in link for “${title}” revoked.` });
  }

  if (links.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        <Trans>You have no check-in links.</Trans>
      </Text>
    );
  }
  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t`Your check-in links`}
    >
      {links.map((link) => {
        const title = link.challenge.title;
        const created = formatListDate(link.createdAt);
        const lastUsed = link.lastUsedAt && formatDateTime24(link.lastUsedAt);
        return (
          <Paper component="li" key={link.id} withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} miw={0}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {title}
                </Text>
                <Text size="sm" c="dimmed">
                  {lastUsed
                    ? t`Created ${created} · last used ${lastUsed}`
                    : t`Created ${created} · never used`}
                </Text>
              </Stack>
              <Button
                variant="light"
                color="red"
                mih={44}
                loading={revokeLink.isPending && revokeLink.variables === link.id}
                onClick={() => void revoke(link)}
                aria-label={t`Revoke the check-in link for ${title}`}
              >
                <Trans>Revoke</Trans>
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
