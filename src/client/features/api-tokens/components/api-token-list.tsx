import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { ApiTokenSummary } from '#shared/api-tokens/api-tokens.types';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useRevokeApiToken } from '../api/revoke-api-token';
import { SCOPE_LABELS } from './create-api-token-form';

/** Each token with its scope, when it was created and last used, and "Revoke". */
export function ApiTokenList({ tokens }: { tokens: ApiTokenSummary[] }) {
  const revokeToken = useRevokeApiToken();

  async function revoke(token: ApiTokenSummary) {
    try {
      await revokeToken.mutateAsync(token.id);
    } catch (error) {
      showToast({
        kind: 'error',
        message: messageOf(error, 'Failed to revoke the token. Please try again.'),
      });
      return;
    }
    showToast({ kind: 'success', message: `Token “${token.name}” revoked.` });
  }

  if (tokens.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        You have no access tokens.
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your access tokens">
      {tokens.map((token) => (
        <Paper component="li" key={token.id} withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2} miw={0}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {token.name}
              </Text>
              <Text size="sm" c="dimmed">
                {SCOPE_LABELS[token.scope]} · created {dayjs(token.createdAt).format('MMM D, YYYY')} ·{' '}
                {token.lastUsedAt
                  ? `last used ${dayjs(token.lastUsedAt).format('MMM D, YYYY HH:mm')}`
                  : 'never used'}
              </Text>
            </Stack>
            <Button
              variant="light"
              color="red"
              mih={44}
              loading={revokeToken.isPending && revokeToken.variables === token.id}
              onClick={() => void revoke(token)}
              aria-label={`Revoke ${token.name}`}
            >
              Revoke
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
