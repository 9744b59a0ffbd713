import { Trans } from '@lingui/react/macro';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ACCOUNT_EXPORT_PATH } from '#shared/account-export/account-export.types';

/**
 * Settings: "Your data" (product-rules.md#your-data). A plain link to the export route: the browser downloads
 * the zip as it is streamed, with the session cookie, and nothing of it passes through the app's memory.
 */
export function YourDataSection() {
  return (
    <section aria-labelledby="your-data-heading">
      <Title order={2} fz="xl" id="your-data-heading" mb="md">
        <Trans>Your data</Trans>
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md" align="flex-start">
          <Text>
            <Trans>
              Download a copy of everything you have put into HabitSprint: your profile and settings, the
              challenges you organise and take part in, your check-ins and rest days (also as a spreadsheet,
              check-ins.csv), cheers, group and forum posts, comments and votes, feedback and notifications.
              It is a zip of JSON files with a README that says what each file holds. Other people&apos;s
              e-mail addresses are never in it.
            </Trans>
          </Text>
          <Button
            component="a"
            href={ACCOUNT_EXPORT_PATH}
            size="md"
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            <Trans>Download my data</Trans>
          </Button>
          <Text size="sm" c="dimmed">
            <Trans>You can download it three times an hour.</Trans>
          </Text>
        </Stack>
      </Paper>
    </section>
  );
}
