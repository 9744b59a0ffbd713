import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { SyncRequest } from '../utils/sync-request';

/**
 * The request to paste into a phone's automation, one field a line, each with its copy button
 * (product-rules.md#synced-amounts). Long values wrap: nothing is cut off at 390 px.
 */
export function SyncRequestFields({ request }: { request: SyncRequest }) {
  const { t } = useLingui();
  const fields = [
    { label: t`Address (method PUT)`, value: request.url, testId: 'sync-url' },
    { label: t`Header Authorization`, value: request.authorization, testId: 'sync-authorization' },
    { label: t`Body (JSON)`, value: request.body, testId: 'sync-body' },
  ];
  return (
    <Stack gap="sm">
      {fields.map(({ label, value, testId }) => (
        <div key={testId}>
          <Text size="sm" fw={600}>
            {label}
          </Text>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Code
              block
              data-testid={testId}
              style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
            >
              {value}
            </Code>
            <CopyButton value={value}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t`Copied` : t`Copy`} withArrow>
                  <ActionIcon variant="default" size={44} onClick={copy} aria-label={t`Copy ${label}`}>
                    {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        </div>
      ))}
      <Text size="sm" c="dimmed">
        <Trans>
          The date in the address is today's: let the automation put in the current date, as yyyy-MM-dd, each
          time it runs.
        </Trans>
      </Text>
    </Stack>
  );
}
