import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { FLAG_REASON_MAX } from '#shared/check-ins/check-in-limits';
import type { RecentCheckIn } from '#shared/check-ins/check-ins.types';
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
  return (
    <Modal
      opened={checkIn !== null}
      onClose={onClose}
      title={checkIn?.flag ? 'Flagged check-in' : 'Flag check-in'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
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
        message: messageOf(error, 'Failed to flag the check-in. Please try again.'),
      });
      return;
    }
    showToast({ kind: 'success', message: checkIn.flag ? 'Flag updated.' : 'Check-in flagged.' });
    onDone();
  }

  async function remove() {
    try {
      await unflag.mutateAsync(checkIn.id);
    } catch (error) {
      showToast({ kind: 'error', message: messageOf(error, 'Failed to remove the flag. Please try again.') });
      return;
    }
    showToast({ kind: 'success', message: 'Flag removed.' });
    onDone();
  }

  return (
    <Stack gap="md">
      <Text size="sm">
        {`${checkIn.person.name}'s check-in for ${dayjs(checkIn.date).format('MMM D, YYYY')}. Everyone in the challenge sees the flag; ${checkIn.person.name} also sees your reason. Scores do not change.`}
      </Text>
      <Textarea
        label="Reason (optional)"
        placeholder="What looks questionable?"
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
            Remove flag
          </Button>
        ) : (
          <Button variant="default" onClick={onDone} disabled={isBusy}>
            Cancel
          </Button>
        )}
        <Button color="red.9" onClick={() => void save()} loading={flag.isPending} disabled={isBusy}>
          {checkIn.flag ? 'Save reason' : 'Flag check-in'}
        </Button>
      </Group>
    </Stack>
  );
}
