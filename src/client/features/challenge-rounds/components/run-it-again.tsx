import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { addDays, type CalendarDate } from '#shared/domain/calendar-date';
import { messageOf } from '#client/lib/api-client';
import { DayPickerInput } from '#client/components/day-picker-input';
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
  const { t } = useLingui();
  const [startDate, setStartDate] = useState<CalendarDate | null>(addDays(today, 1));
  const runItAgain = useRunItAgain();
  const navigate = useNavigate();

  async function run() {
    if (!startDate) {
      showToast({ kind: 'warning', message: t`Please choose when the next round starts.` });
      return;
    }
    try {
      const round = await runItAgain.mutateAsync({ challengeId, startDate });
      const { roundNumber: newRoundNumber, invited } = round;
      showToast({
        kind: 'success',
        title: t`Round ${newRoundNumber} is on!`,
        message:
          invited > 0
            ? t`Everyone from this round has been invited (${invited}).`
            : t`Invite people from its Participants tab.`,
      });
      navigate(paths.challenge(round.id));
    } catch (error) {
      showToast({
        kind: 'error',
        message: messageOf(error, t`Failed to start the next round. Please try again.`),
      });
    }
  }

  const nextRoundNumber = roundNumber + 1;

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} fz="md">
          <Trans>Go again?</Trans>
        </Title>
        <Text size="sm">
          <Trans>
            Round {nextRoundNumber} keeps this challenge&apos;s settings for 14 more days, and everyone who
            took part is invited in one step.
          </Trans>
        </Text>
        <Group align="flex-end" gap="sm">
          <DayPickerInput
            label={t`Next round starts`}
            value={startDate}
            onChange={setStartDate}
            minDate={today}
            highlightToday
            leftSection={<IconCalendar size={18} aria-hidden />}
            leftSectionPointerEvents="none"
            style={{ flex: '1 1 200px' }}
          />
          <Button
            onClick={run}
            loading={runItAgain.isPending}
            leftSection={<IconRepeat size={18} aria-hidden />}
            style={{ flex: '0 0 auto' }}
          >
            <Trans>Run it again</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
