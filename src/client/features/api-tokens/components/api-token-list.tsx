import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import type { ApiTokenSummary } from '#shared/api-tokens/api-tokens.types';
import { formatDateTime24, formatListDate } from '#client/i18n/formats';
import { SettingsList, SettingsListRow } from '#client/components/settings-list';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useRevokeApiToken } from '../api/revoke-api-token';
import { SCOPE_LABELS } from './create-api-token-form';

/** Each token with its scope, when it was created and last used, and "Revoke". */
export function ApiTokenList({ tokens }: { tokens: ApiTokenSummary[] }) {
  const { t, i18n } = useLingui();
  const revokeToken = useRevokeApiToken();

  async function revoke(token: ApiTokenSummary) {
    try {
      await revokeToken.mutateAsync(token.id);
    } catch (error) {
      showToast({
        kind: 'error',
        message: messageOf(error, t`Failed to revoke the token. Please try again.`),
      });
      return;
    }
    const name = token.name;
    showToast({ kind: 'success', message: t`Token “${name}” revoked.` });
  }

  if (tokens.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        <Trans>You have no access tokens.</Trans>
      </Text>
    );
  }
  return (
    <SettingsList label={t`Your access tokens`}>
      {tokens.map((token) => {
        const name = token.name;
        const scope = i18n._(SCOPE_LABELS[token.scope]);
        const created = formatListDate(token.createdAt);
        const lastUsed = token.lastUsedAt && formatDateTime24(token.lastUsedAt);
        return (
          <SettingsListRow
            key={token.id}
            title={token.name}
            detail={
              lastUsed
                ? t`${scope} · created ${created} · last used ${lastUsed}`
                : t`${scope} · created ${created} · never used`
            }
            action={
              <Button
                variant="light"
                color="red"
                mih={44}
                loading={revokeToken.isPending && revokeToken.variables === token.id}
                onClick={() => void revoke(token)}
                aria-label={t`Revoke ${name}`}
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
