import '@mantine/dates/styles.css';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { addDays, type CalendarDate } from '#shared/domain/calendar-date';
import { messageOf } from '#client/lib/api-client';
import { calendarAriaLabels } from '#client/lib/calendar-aria-labels';
import { paths } from '#client/lib/paths';
import { showToast } from '#client/lib/toast';
import { useRunItAgain } from '../api/run-it-again';

/**
 * "Run it again" for the organizer of a completed challenge (product-rules.md#results-and-rounds): the next 14-day
 * round with the same settings, starting on the day picked (tomorrow unless changed), everyone of this round
 * invited in the same step. The new round opens once it exists.
 */
export function RunItAgain({
  challengeId,
  roundNumber,
  today,
}: {
  challengeId: string;
  roundNumber: number;
  /** the challenge's today: the next round may start from it on */
  today: CalendarDate;
}) {
  const [startDate, setStartDate] = useState<CalendarDate | null>(addDays(today, 1));
  const runItAgain = useRunItAgain();
  const navigate = useNavigate();

  async function run() {
    if (!startDate) {
      showToast({ kind: 'warning', message: 'Please choose when the next round starts.' });
      return;
    }
    try {
      const round = await runItAgain.mutateAsync({ challengeId, startDate });
      showToast({
        kind: 'success',
        title: `Round ${round.roundNumber} is on!`,
        message:
          round.invited > 0
            ? `Everyone from this round has been invited (${round.invited}).`
            : 'Invite people from its Participants tab.',
      });
      navigate(paths.challenge(round.id));
    } catch (error) {
      showToast({
        kind: 'error',
        message: messageOf(error, 'Failed to start the next round. Please try again.'),
      });
    }
  }

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} fz="md">
          Go again?
        </Title>
        <Text size="sm">
          Round {roundNumber + 1} keeps this challenge&apos;s settings for 14 more days, and everyone who took
          part is invited in one step.
        </Text>
        <Group align="flex-end" gap="sm">
          <DatePickerInput
            label="Next round starts"
            value={startDate}
            onChange={setStartDate}
            minDate={today}
            firstDayOfWeek={0}
            highlightToday
            valueFormat="MMM D, YYYY"
            leftSection={<IconCalendar size={18} aria-hidden />}
            leftSectionPointerEvents="none"
            ariaLabels={calendarAriaLabels}
            style={{ flex: '1 1 200px' }}
          />
          <Button
            onClick={run}
            loading={runItAgain.isPending}
            leftSection={<IconRepeat size={18} aria-hidden />}
            style={{ flex: '0 0 auto' }}
          >
            Run it again
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
