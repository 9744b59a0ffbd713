import { Trans, useLingui } from '@lingui/react/macro';
import { Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetKind,
} from '#shared/moderation/moderation.schemas';
import { FormActions } from '#client/components/form-actions';
import { LazyModal } from '#client/components/lazy-modal';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useSubmitReport } from './submit-report';

export interface ReportTarget {
  kind: ReportTargetKind;
  id: string;
}

/**
 * The report dialog (decision 085): a reason from the fixed list and optional details, sent to the moderators. The
 * person is thanked and told they will hear the outcome.
 */
export function ReportDialog({
  target,
  opened,
  onClose,
}: {
  target: ReportTarget;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const submitReport = useSubmitReport();

  const close = () => {
    setReason(null);
    setDetails('');
    setReasonError(null);
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setReasonError(t`Pick a reason.`);
      return;
    }
    try {
      await submitReport.mutateAsync({ targetKind: target.kind, targetId: target.id, reason, details });
    } catch (error) {
      showToast({
        kind: 'error',
        message: messageOf(error, t`The report could not be sent. Please try again.`),
      });
      return;
    }
    showToast({
      kind: 'success',
      title: t`Report sent`,
      message: t`Thank you. A moderator will look at it, and you will be told the outcome.`,
    });
    close();
  };

  return (
    <LazyModal
      opened={opened}
      onClose={close}
      title={t`Report`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Report`}>
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              Why are you reporting this? Moderators see your report; the author does not see who sent it.
            </Trans>
          </Text>
          <Radio.Group
            label={t`Reason`}
            value={reason}
            onChange={(value) => {
              setReason(value as ReportReason);
              setReasonError(null);
            }}
            error={reasonError}
            required
          >
            <Stack gap="xs" mt="xs">
              {REPORT_REASONS.map((value) => (
                <Radio key={value} value={value} label={i18n._(REPORT_REASON_LABELS[value])} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t`Details (optional)`}
            value={details}
            onChange={(event) => setDetails(event.currentTarget.value)}
            maxLength={REPORT_DETAILS_MAX}
            autosize
            minRows={2}
          />
          <FormActions submitLabel={t`Send report`} isPending={submitReport.isPending} onCancel={close} />
        </Stack>
      </form>
    </LazyModal>
  );
}
