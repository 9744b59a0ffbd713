import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Code, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useCopyText } from '#client/hooks/use-copy-text';
import { downloadFile } from '#client/lib/download-file';
import { showToast } from '#client/lib/toast';
import { backupCodesFile } from '../utils/backup-codes-file';

/**
 * The backup codes, shown once (when two-step verification is turned on, and when new ones are made): each signs in
 * once without the app. Copy and Download keep them somewhere safe.
 */
export function BackupCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  const { copied, copy } = useCopyText();
  const heading = t`HabitSprint backup codes. Each one signs you in once, without your authenticator app.`;

  const copyCodes = async () => {
    if (!(await copy(codes.join('\n'))))
      showToast({ kind: 'error', message: t`Could not copy. Please select the codes and copy them.` });
  };

  return (
    <Stack gap="sm" role="group" aria-label={t`Save your backup codes`}>
      <Alert
        variant="light"
        color="yellow"
        radius="md"

        title={t`Save your backup codes`}
      >
        <Trans>
          If you lose your phone, each of these codes signs you in once. They are not shown again: copy or
          download them now and keep them somewhere safe.
        </Trans>
      </Alert>
      <SimpleGrid cols={2} spacing="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {codes.map((code) => (
          <li key={code}>
            <Code fz="md" display="block" ta="center" py={6}>
              {code}
            </Code>
          </li>
        ))}
      </SimpleGrid>
      <Group gap="sm" justify="flex-end">
        <Button
          variant="default"
          leftSection={<IconCopy size={18} aria-hidden />}
          onClick={() => void copyCodes()}
        >
          {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={() => downloadFile(backupCodesFile(codes, heading, dayjs().format('YYYY-MM-DD')))}
        >
          <Trans>Download</Trans>
        </Button>
        <Button onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
