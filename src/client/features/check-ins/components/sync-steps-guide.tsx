import { Trans } from '@lingui/react/macro';
import { List, Stack, Title } from '@mantine/core';

/**
 * The iOS and Android steps in short, as the guides give them in full (docs/guides/sync-steps-ios-shortcuts.md,
 * docs/guides/sync-steps-android.md).
 */
export function SyncStepsGuide() {
  return (
    <Stack gap="md">
      <section aria-labelledby="sync-ios-heading">
        <Title order={3} fz="md" id="sync-ios-heading" mb="xs">
          <Trans>iPhone: Shortcuts</Trans>
        </Title>
        <List type="ordered" spacing={4} size="sm">
          <List.Item>
            <Trans>Find Health Samples: Steps, start date today.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Calculate Statistics: Sum, then Round Number.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Format Date: the current date as yyyy-MM-dd.</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Get Contents of URL: the address with that date, method PUT, the header, and a JSON body with
              the number as amount.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>Automation: Time of Day, every evening (or every hour), Run Immediately.</Trans>
          </List.Item>
        </List>
      </section>
      <section aria-labelledby="sync-android-heading">
        <Title order={3} fz="md" id="sync-android-heading" mb="xs">
          <Trans>Android: Health Connect</Trans>
        </Title>
        <List type="ordered" spacing={4} size="sm">
          <List.Item>
            <Trans>
              In an automation app such as Tasker or Automate, read today's total steps from Health Connect.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Send an HTTP request: method PUT, the address with today's date, the header and the body.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>Run it with a time trigger, every evening (or every hour).</Trans>
          </List.Item>
        </List>
      </section>
    </Stack>
  );
}
