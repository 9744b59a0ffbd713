import '@mantine/dates/styles.css';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconLock } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import type { ChallengeDetail } from '../../../../shared/challenges/challenges.types';
import { initialCheckInDate, selectableCheckInRange } from '../../../../shared/domain/check-in-window';
import { showToast } from '../../../lib/toast';
import { useDeleteCheckIn } from '../api/delete-check-in';
import { useCheckIns } from '../api/get-check-ins';
import { useRecordCheckIn } from '../api/record-check-in';
import { useUpdateCheckIn } from '../api/update-check-in';
import { checkInDateLabel } from '../utils/check-in-date-label';
import { checkInFailureMessage } from '../utils/check-in-failure';
import { type CheckInAnswer, CheckInForm } from './check-in-form';
import { CheckInStatus } from './check-in-status';

// Mantine's month arrows have no names of their own; screen readers and tests need them.
const calendarAriaLabels = {
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

/** The step target of a step challenge, or null for a met / missed challenge. */
function targetStepsOf(challenge: ChallengeDetail): number | null {
  if (challenge.challengeType !== 'step_count') return null;
  const target = Number(challenge.goalConfig.target_steps);
  return Number.isFinite(target) && target > 0 ? target : null;
}

/**
 * The daily check-in card (spec §2, §4, §5): pick a date from the start to the earlier of your today and the end,
 * record met or missed (or steps), then see, edit or delete what you recorded. Once the grace period is over the
 * card says 'This challenge has ended' and nothing can change.
 */
export function CheckInCard({ challenge }: { challenge: ChallengeDetail }) {
  const headingId = useId();
  const viewerToday = challenge.viewer.today;
  const range = selectableCheckInRange(challenge, viewerToday);
  const [date, setDate] = useState(() => initialCheckInDate(challenge, viewerToday));
  const [isEditing, setIsEditing] = useState(false);
  const checkIns = useCheckIns(challenge.id);
  const recordCheckIn = useRecordCheckIn(challenge.id);
  const updateCheckIn = useUpdateCheckIn(challenge.id);
  const deleteCheckIn = useDeleteCheckIn(challenge.id);
  const isLocked = challenge.isCheckInLocked;
  const targetSteps = targetStepsOf(challenge);
  const checkIn = checkIns.data?.find((entry) => entry.date === date) ?? null;
  const dateLabel = checkInDateLabel(date, viewerToday);

  async function record(answer: CheckInAnswer) {
    try {
      await recordCheckIn.mutateAsync({ date, ...answer });
      showToast({ kind: 'success', message: `Check-in recorded successfully for ${dateLabel}!` });
    } catch (error) {
      showToast({
        kind: 'error',
        message: checkInFailureMessage(error, 'Failed to record check-in. Please try again.'),
      });
    }
  }

  async function update(answer: CheckInAnswer) {
    if (!checkIn) return;
    try {
      await updateCheckIn.mutateAsync({ id: checkIn.id, ...answer });
      setIsEditing(false);
      showToast({ kind: 'success', message: 'Check-in updated successfully!' });
    } catch (error) {
      showToast({
        kind: 'error',
        message: checkInFailureMessage(error, 'Failed to update check-in. Please try again.'),
      });
    }
  }

  async function remove() {
    if (!checkIn) return;
    try {
      await deleteCheckIn.mutateAsync(checkIn.id);
      showToast({ kind: 'success', message: 'Check-in deleted successfully!' });
    } catch (error) {
      showToast({
        kind: 'error',
        message: checkInFailureMessage(error, 'Failed to delete check-in. Please try again.'),
      });
    }
  }

  function body() {
    if (checkIns.isPending) return <Text c="dimmed">Loading check-ins...</Text>;
    if (checkIns.isError) return <Text c="red">Failed to load check-ins. Please try again.</Text>;
    if (checkIn && isEditing && !isLocked) {
      return (
        <CheckInForm
          key={`edit-${checkIn.id}`}
          targetSteps={targetSteps}
          initial={checkIn}
          isSaving={updateCheckIn.isPending}
          onSave={update}
          onCancel={() => setIsEditing(false)}
        />
      );
    }
    if (checkIn) {
      return (
        <CheckInStatus
          checkIn={checkIn}
          dateLabel={dateLabel}
          isLocked={isLocked}
          isDeleting={deleteCheckIn.isPending}
          onEdit={() => setIsEditing(true)}
          onDelete={remove}
        />
      );
    }
    if (isLocked) return <Text c="dimmed">No check-in recorded for this date.</Text>;
    return (
      <CheckInForm
        key={`new-${date}`}
        targetSteps={targetSteps}
        isSaving={recordCheckIn.isPending}
        onSave={record}
      />
    );
  }

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id={headingId}>
          Daily Check-in
        </Title>
        {isLocked ? (
          <Alert
            color="gray"
            variant="light"
            icon={<IconLock aria-hidden />}
            title="This challenge has ended"
          >
            Check-ins are no longer allowed.
          </Alert>
        ) : null}
        {range ? (
          <>
            <DatePickerInput
              label="Check-in date"
              valueFormat="MMM D, YYYY"
              firstDayOfWeek={0}
              ariaLabels={calendarAriaLabels}
              minDate={range.from}
              maxDate={range.to}
              value={date}
              onChange={(picked) => {
                if (!picked) return;
                setDate(picked);
                setIsEditing(false);
              }}
              disabled={isLocked}
            />
            {body()}
          </>
        ) : (
          <Text c="dimmed">{`Check-ins open on ${dayjs(challenge.startDate).format('MMM D, YYYY')}.`}</Text>
        )}
      </Stack>
    </Paper>
  );
}
