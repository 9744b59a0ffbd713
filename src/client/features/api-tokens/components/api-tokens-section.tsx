import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CreatedApiToken } from '#shared/api-tokens/api-tokens.types';
import { messageOf } from '#client/lib/api-client';
import { paths } from '#client/lib/paths';
import { useApiTokens } from '../api/list-api-tokens';
import { ApiTokenList } from './api-token-list';
import { CreateApiTokenForm } from './create-api-token-form';
import { NewApiTokenNotice } from './new-api-token-notice';
import { LoadingText } from '#client/components/loading-text';

/**
 * Settings → Apps and API: personal access tokens for scripts (a phone shortcut, a home-automation
 * button) and the link to the API reference (product-rules.md#open-api).
 */
export function ApiTokensSection() {
  const { t } = useLingui();
  const tokens = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);

  return (
    <section aria-labelledby="apps-and-api-heading">
      <Title order={2} id="apps-and-api-heading" fz="xl" mb="md">
        <Trans>Apps and API</Trans>
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Text>
            <Trans>
              A personal access token lets a script read your challenges or record check-ins for you, sent as{' '}
              <code>Authorization: Bearer</code>. See the{' '}
              <Anchor href={paths.apiReference()} target="_blank" rel="noopener" underline="always">
                API reference
              </Anchor>
              .
            </Trans>
          </Text>
          <Text size="sm">
            <Trans>
              Steps or an amount from your phone:{' '}
              <Anchor component={Link} to={paths.automate()} underline="always">
                Automate this
              </Anchor>{' '}
              makes the token and shows the request to paste.
            </Trans>
          </Text>
          {created && <NewApiTokenNotice created={created} onDone={() => setCreated(null)} />}
          <CreateApiTokenForm onCreated={setCreated} />
          {tokens.isPending ? (
            <LoadingText label={t`Loading your tokens`} py={0} />
          ) : tokens.isError ? (
            <Alert color="red" role="alert">
              {messageOf(tokens.error, t`Failed to load your tokens. Please try again.`)}
            </Alert>
          ) : (
            <ApiTokenList tokens={tokens.data.tokens} />
          )}
        </Stack>
      </Paper>
    </section>
  );
}
