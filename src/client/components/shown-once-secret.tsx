import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

interface ShownOnceSecretProps {
  /** the alert's colour and icon: a token's warning, a check-in link's tag */
  color: string;
  icon: ReactNode;
  title: string;
  /** what it is for and that it will not be shown again */
  explanation: ReactNode;
  secret: string;
  copyLabel: ReactNode;
  testId: string;
  onDone: () => void;
}

/**
 * A secret the server keeps only the hash of (an access token, a check-in link), the one time it is shown: the text
 * to copy, 'Copy' and 'I have copied it'.
 */
export function ShownOnceSecret({
  color,
  icon,
  title,
  explanation,
  secret,
  copyLabel,
  testId,
  onDone,
}: ShownOnceSecretProps) {
  return (
    <Alert
      color={color}
      variant="light"
      icon={icon}
      title={title}
      role="status"
      // a coloured title on its light background is too faint to read (WCAG contrast)
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="sm">
        <Text size="sm">{explanation}</Text>
        <Code block data-testid={testId} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {secret}
        </Code>
        <Group gap="xs">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button
                onClick={copy}
                mih={44}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
              >
                {copied ? <Trans>Copied</Trans> : copyLabel}
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
