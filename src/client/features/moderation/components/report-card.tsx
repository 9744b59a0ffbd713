import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconBan, IconEye, IconEyeOff, IconAlertTriangle, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import {
  isHideable,
  MODERATION_NOTE_MAX,
  REPORT_REASON_LABELS,
  type ReportAction,
} from '#shared/moderation/moderation.schemas';
import type { QueuedReport } from '#shared/moderation/moderation.types';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { formatDateTime } from '#client/i18n/formats';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useActOnReport } from '../api/moderation-actions';
import { REPORT_STATUS_LABELS, TARGET_KIND_LABELS } from '../utils/moderation-labels';

/**
 * One report in the queue (decision 085): what was reported and why, by whom, whose it is, and the actions — Hide or
 * Restore, Dismiss, Warn, and Suspend for site administrators. The note is what the author is told.
 */
export function ReportCard({ report }: { report: QueuedReport }) {
  const { t, i18n } = useLingui();
  const [note, setNote] = useState('');
  const [isSuspendOpen, setIsSuspendOpen] = useState(false);
  const actOnReport = useActOnReport();
  const isOpen = report.status === 'open';
  const reporter = report.reporter?.name ?? t`Deleted user`;
  const reported = report.reported?.name ?? t`Deleted user`;
  const createdAt = formatDateTime(report.createdAt);
  const details = report.details;

  const act = (action: ReportAction) =>
    actOnReport.mutate(
      { reportId: report.id, action, note },
      {
        onSuccess: () =>
          showToast({ kind: 'success', message: t`Done. The people concerned have been told.` }),
        onError: (error) =>
          showToast({ kind: 'error', message: messageOf(error, t`The action failed. Please try again.`) }),
      },
    );
  const pending = actOnReport.isPending ? actOnReport.variables.action : null;

  return (
    <Paper component="article" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-label={t`Report`}>
      <Stack gap="sm">
        <Group gap="xs">
          <Badge variant="light">{i18n._(TARGET_KIND_LABELS[report.targetKind])}</Badge>
          <Badge variant="light" color="red">
            {i18n._(REPORT_REASON_LABELS[report.reason])}
          </Badge>
          <Badge variant="outline" color="gray">
            {i18n._(REPORT_STATUS_LABELS[report.status])}
          </Badge>
          {report.hidden ? (
            <Badge variant="filled" color="gray">
              <Trans>Hidden now</Trans>
            </Badge>
          ) : null}
          {report.reported?.suspended ? (
            <Badge variant="filled" color="red">
              <Trans>Author suspended</Trans>
            </Badge>
          ) : null}
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={6}>
          {report.excerpt}
        </Text>
        {details ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Trans>Reporter’s details: {details}</Trans>
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          <Trans>
            Reported by {reporter} on {createdAt}; written by {reported}.
          </Trans>
        </Text>
        {isOpen || report.hidden ? (
          <>
            <TextInput
              label={t`Note for the author (optional)`}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              maxLength={MODERATION_NOTE_MAX}
            />
            <Group gap="xs">
              {isOpen && !report.hidden && isHideable(report.targetKind) ? (
                <Button
                  leftSection={<IconEyeOff size={16} aria-hidden />}
                  loading={pending === 'hide'}
                  onClick={() => act('hide')}
                >
                  <Trans>Hide</Trans>
                </Button>
              ) : null}
              {report.hidden ? (
                <Button
                  variant="default"
                  leftSection={<IconEye size={16} aria-hidden />}
                  loading={pending === 'restore'}
                  onClick={() => act('restore')}
                >
                  <Trans>Restore</Trans>
                </Button>
              ) : null}
              {isOpen ? (
                <>
                  <Button
                    variant="default"
                    leftSection={<IconX size={16} aria-hidden />}
                    loading={pending === 'dismiss'}
                    onClick={() => act('dismiss')}
                  >
                    <Trans>Dismiss report</Trans>
                  </Button>
                  {report.reported ? (
                    <Button
                      variant="default"
                      leftSection={<IconAlertTriangle size={16} aria-hidden />}
                      loading={pending === 'warn'}
                      onClick={() => act('warn')}
                    >
                      <Trans>Warn</Trans>
                    </Button>
                  ) : null}
                  {report.canSuspend && !report.reported?.suspended ? (
                    <Button
                      color="red.9"
                      leftSection={<IconBan size={16} aria-hidden />}
                      loading={pending === 'suspend'}
                      onClick={() => setIsSuspendOpen(true)}
                    >
                      <Trans>Suspend account</Trans>
                    </Button>
                  ) : null}
                </>
              ) : null}
            </Group>
          </>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={isSuspendOpen}
        title={t`Suspend account`}
        message={t`Suspend ${reported}? They are signed out everywhere at once, cannot sign in, and everything they wrote is hidden until the suspension is lifted.`}
        confirmLabel={t`Suspend account`}
        isConfirming={pending === 'suspend'}
        onConfirm={() => {
          setIsSuspendOpen(false);
          act('suspend');
        }}
        onClose={() => setIsSuspendOpen(false)}
      />
    </Paper>
  );
}
