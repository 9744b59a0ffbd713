import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { FLAG_REASON_MAX } from '#shared/check-ins/check-in-limits';
import type { RecentCheckIn } from '#shared/check-ins/check-ins.types';
import { formatDay } from '#client/i18n/formats';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useFlagCheckIn, useUnflagCheckIn } from '../api/flag-check-in';

/**
 * The organizer's flag on one check-in (product-rules.md#flagged-check-ins): an optional short reason, Flag (or
 * Save reason), and Remove flag when it is flagged. The group sees the flag; no score changes (decision 040).
 */
export function FlagCheckInDialog({
  challengeId,
  checkIn,
  onClose,
}: {
  challengeId: string;
  /** the check-in being judged; null keeps the dialog closed */
  checkIn: RecentCheckIn | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal
      opened={checkIn !== null}
      onClose={onClose}
      title={checkIn?.flag ? t`Flagged check-in` : t`Flag check-in`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {checkIn ? (
        // keyed by check-in: the reason starts from that check-in's own
        <FlagForm key={checkIn.id} challengeId={challengeId} checkIn={checkIn} onDone={onClose} />
      ) : null}
    </Modal>
  );
}

function FlagForm({
  challengeId,
  checkIn,
  onDone,
}: {
  challengeId: string;
  checkIn: RecentCheckIn;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState(checkIn.flag?.reason ?? '');
  const flag = useFlagCheckIn(challengeId);
  const unflag = useUnflagCheckIn(challengeId);
  const isBusy = flag.isPending || unflag.isPending;

  async function save() {
    try {
      await flag.mutateAsync({ checkInId: checkIn.id, reason });
    } catch (error) {
      showToast({
        kind: 'error',
        message: messageOf(error, t`Failed to flag the check-in. Please try again.`),
      });
      return;
    }
    showToast({ kind: 'success', message: checkIn.flag ? t`Flag updated.` : t`Check-in flagged.` });
    onDone();
  }

  async function remove() {
    try {
      await unflag.mutateAsync(checkIn.id);
    } catch (error) {
      showToast({
        kind: 'error',
        message: messageOf(error, t`Failed to remove the flag. Please try again.`),
      });
      return;
    }
    showToast({ kind: 'success', message: t`Flag removed.` });
    onDone();
  }

  const name = checkIn.person.name;
  const date = formatDay(checkIn.date);

  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans>
          {name}'s check-in for {date}. Everyone in the challenge sees the flag; {name} also sees your reason.
          Scores do not change.
        </Trans>
      </Text>
      <Textarea
        label={t`Reason (optional)`}
        placeholder={t`What looks questionable?`}
        autosize
        minRows={2}
        maxLength={FLAG_REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
      <Group justify="flex-end" gap="sm">
        {checkIn.flag ? (
          <Button
            variant="default"
            onClick={() => void remove()}
            loading={unflag.isPending}
            disabled={isBusy}
          >
            <Trans>Remove flag</Trans>
          </Button>
        ) : (
          <Button variant="default" onClick={onDone} disabled={isBusy}>
            <Trans>Cancel</Trans>
          </Button>
        )}
        <Button color="red.9" onClick={() => void save()} loading={flag.isPending} disabled={isBusy}>
          {checkIn.flag ? t`Save reason` : t`Flag check-in`}
        </Button>
      </Group>
    </Stack>
  );
}
