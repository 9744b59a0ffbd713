import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import { progressCalendar, progressSummary } from '#shared/check-ins/progress-calendar';
import { useCheckIns } from '../api/get-check-ins';
import { type DayMarks, ProgressCalendarStrip } from './progress-calendar-strip';
import { dayCount } from '#client/lib/day-count';
import { formatPercent } from '#client/i18n/formats';

/** 'Your Progress': the calendar strip, success rate and streaks, from the viewer's own check-ins. */
export function ProgressPanel({ challenge }: { challenge: ChallengeDetail }) {
  const { t, i18n } = useLingui();
  const checkIns = useCheckIns(challenge.id, { enabled: challenge.viewer.isParticipant });

  if (!challenge.viewer.isParticipant) {
    return (
      <Text c="dimmed">
        <Trans>Join this challenge to track your progress.</Trans>
      </Text>
    );
  }
  if (checkIns.isPending)
    return (
      <Text c="dimmed">
        <Trans>Loading check-ins...</Trans>
      </Text>
    );
  if (checkIns.isError)
    return (
      <Text c="red">
        <Trans>Failed to load check-ins. Please try again.</Trans>
      </Text>
    );

  const days = progressCalendar(challenge, checkIns.data, challenge.viewer.today);
  // success rate over the days passed in the challenge's own zone, as the leaderboard counts them; the streak
  // the person is on as the dashboard shows it, seen on their own today
  const summary = progressSummary(challenge, checkIns.data, challenge.today, challenge.viewer.today);
  const { successfulDays, daysPassed } = summary;
  const marksByDate: DayMarks = Object.fromEntries(
    checkIns.data.map((checkIn) => [
      checkIn.date,
      { isLoggedLate: checkIn.isLoggedLate, isFlagged: checkIn.flag !== null },
    ]),
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Title order={2} fz="lg">
          <Trans>Your Progress</Trans>
        </Title>
        <ProgressCalendarStrip days={days} marks={marksByDate} />
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Stat label={t`Success rate`} value={formatPercent(summary.successRate)} />
          <Stat label={t`Successful days`} value={t`${successfulDays} of ${daysPassed}`} />
          <Stat label={t`Best streak`} value={dayCount(i18n, summary.bestStreak)} />
          <Stat label={t`Current streak`} value={dayCount(i18n, summary.currentStreak)} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
    </div>
  );
}
