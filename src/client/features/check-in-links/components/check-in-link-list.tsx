import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import type { CheckInLinkSummary } from '#shared/check-in-links/check-in-links.types';
import { formatDateTime24, formatListDate } from '#client/i18n/formats';
import { SettingsList, SettingsListRow } from '#client/components/settings-list';
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
    <SettingsList label={t`Your check-in links`}>
      {links.map((link) => {
        const title = link.challenge.title;
        const created = formatListDate(link.createdAt);
        const lastUsed = link.lastUsedAt && formatDateTime24(link.lastUsedAt);
        return (
          <SettingsListRow
            key={link.id}
            title={title}
            detail={
              lastUsed ? t`Created ${created} · last used ${lastUsed}` : t`Created ${created} · never used`
            }
            action={
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
            }
          />
        );
      })}
    </SettingsList>
  );
}
