import { Trans } from '@lingui/react/macro';
import { Button, Group, List, Paper, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Helper B's route: the zip of everything the person owns or wrote (issue 15). */
const EXPORT_URL = '/api/account/export';

/**
 * The last section of /settings (product-rules.md#account-deletion): what deleting the account does, the export
 * offered first, then the confirm dialog.
 */
export function DeleteAccountSection() {
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  return (
    <section aria-labelledby="delete-account-heading">
      <Title order={2} fz="xl" id="delete-account-heading" mb="md">
        <Trans>Delete account</Trans>
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Text mb="xs">
          <Trans>Deleting your account cannot be undone. At once:</Trans>
        </Text>
        <List size="sm" spacing={4} mb="md">
          <List.Item>
            <Trans>
              your profile, check-ins, notes, group posts, votes, feedback and sessions are removed;
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              challenges you organize pass to the participant who joined first, or are deleted when nobody
              else is in them;
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              groups you administer pass to a moderator or member, or are deleted when nobody else is in them;
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>your forum posts and comments stay, shown as written by ‘Deleted user’.</Trans>
          </List.Item>
        </List>
        <Text size="sm" mb="md">
          <Trans>Download a copy of your data first if you want to keep it.</Trans>
        </Text>
        <Group gap="sm">
          <Button
            component="a"
            href={EXPORT_URL}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            <Trans>Download my data</Trans>
          </Button>
          {/* shade 9: white text on red keeps 4.5:1 */}
          <Button
            color="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setIsDialogOpen(true)}
          >
            <Trans>Delete account…</Trans>
          </Button>
        </Group>
      </Paper>
      <DeleteAccountDialog opened={isDialogOpen} onClose={() => setIsDialogOpen(false)} />
    </section>
  );
}
