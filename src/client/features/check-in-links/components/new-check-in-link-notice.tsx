import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconNfc } from '@tabler/icons-react';
import type { CreatedCheckInLink } from '#shared/check-in-links/check-in-links.types';

/** The address of the link just made, the one time it is shown, with where to put it. */
export function NewCheckInLinkNotice({
  created,
  onDone,
}: {
  created: CreatedCheckInLink;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const title = created.link.challenge.title;
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconNfc aria-hidden />}
      title={t`Your check-in link for “${title}”`}
      role="status"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            Write it to an NFC tag or a home-screen shortcut: opening it lets you record today with one tap.
            Copy it now: it will not be shown again. Anyone with it can record your today in this challenge.
          </Trans>
        </Text>
        <Code
          block
          data-testid="new-check-in-link"
          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
        >
          {created.url}
        </Code>
        <Group gap="xs">
          <CopyButton value={created.url}>
            {({ copied, copy }) => (
              <Button
                onClick={copy}
                mih={44}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
              >
                {copied ? <Trans>Copied</Trans> : <Trans>Copy link</Trans>}
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
