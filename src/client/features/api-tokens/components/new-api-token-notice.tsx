import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import type { CreatedApiToken } from '#shared/api-tokens/api-tokens.types';

/** The secret of the token just created, the one time it is shown (product-rules.md#open-api). */
export function NewApiTokenNotice({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const { t } = useLingui();
  const name = created.token.name;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t`Your new token “${name}”`}
      role="status"
      // the yellow title on its light background is too faint to read (WCAG contrast)
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            Copy it now: it will not be shown again. Anyone with it can act as you within its scope.
          </Trans>
        </Text>
        <Code
          block
          data-testid="new-token-secret"
          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
        >
          {created.secret}
        </Code>
        <Group gap="xs">
          <CopyButton value={created.secret}>
            {({ copied, copy }) => (
              <Button
                onClick={copy}
                mih={44}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
              >
                {copied ? <Trans>Copied</Trans> : <Trans>Copy token</Trans>}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" mih={44} onClick={onDone}>
            <Trans>I have copied it</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
