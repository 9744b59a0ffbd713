import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import { progressCalendar, progressSummary } from '#shared/check-ins/progress-calendar';
import { useCheckIns } from '../api/get-check-ins';
import { type DayMarks, ProgressCalendarStrip } from './progress-calendar-strip';
import { dayCount } from '#client/lib/day-count';

/** 'Your Progress': the calendar strip, success rate and streaks, from the viewer's own check-ins. */
export function ProgressPanel({ challenge }: { challenge: ChallengeDetail }) {
  const checkIns = useCheckIns(challenge.id, { enabled: challenge.viewer.isParticipant });

  if (!challenge.viewer.isParticipant) {
    return <Text c="dimmed">Join this challenge to track your progress.</Text>;
  }
  if (checkIns.isPending) return <Text c="dimmed">Loading check-ins...</Text>;
  if (checkIns.isError) return <Text c="red">Failed to load check-ins. Please try again.</Text>;

  const days = progressCalendar(challenge, checkIns.data, challenge.viewer.today);
  // success rate over the days passed in the challenge's own zone, as the leaderboard counts them; the streak
  // the person is on as the dashboard shows it, seen on their own today
  const summary = progressSummary(challenge, checkIns.data, challenge.today, challenge.viewer.today);
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
          Your Progress
        </Title>
        <ProgressCalendarStrip days={days} marks={marksByDate} />
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Stat label="Success rate" value={`${summary.successRate}%`} />
          <Stat label="Successful days" value={`${summary.successfulDays} of ${summary.daysPassed}`} />
          <Stat label="Best streak" value={dayCount(summary.bestStreak)} />
          <Stat label="Current streak" value={dayCount(summary.currentStreak)} />
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
