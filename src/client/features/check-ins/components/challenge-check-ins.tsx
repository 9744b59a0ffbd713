import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import type { RecentCheckIn } from '#shared/check-ins/check-ins.types';
import { CheckInMarks } from '#client/components/check-in-marks';
import { SyncedMark } from '#client/components/synced-mark';
import { CheckInHeading } from '#client/components/check-in-heading';
import { UserAvatar } from '#client/components/user-avatar';
import { formatDay } from '#client/i18n/formats';
import { useRecentCheckIns } from '../api/get-recent-check-ins';
import { FlagCheckInDialog } from './flag-check-in-dialog';

/**
 * The challenge's Recent Check-ins for its participants: who checked in for which day, with the marks everyone
 * sees (logged late, flagged); the organizer flags or unflags a check-in from here (decision 040). `renderCheer`
 * draws each one's cheers, composed by the screen (product-rules.md#cheers).
 */
export function ChallengeCheckIns({
  challenge,
  renderCheer,
}: {
  challenge: ChallengeDetail;
  renderCheer?: (checkIn: RecentCheckIn) => ReactNode;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const checkIns = useRecentCheckIns(challenge.id);
  const [judged, setJudged] = useState<RecentCheckIn | null>(null);
  const { isOrganizer } = challenge.viewer;
  // a template's copy has its organizer as its only participant: nothing to judge
  const mayFlag = isOrganizer && challenge.templateId === null;
  // a flag asks the person concerned: never one's own check-in (decision 061), as the server refuses it
  const mayFlagCheckIn = (checkIn: RecentCheckIn) => mayFlag && checkIn.person.id !== challenge.organizer?.id;

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Title order={2} fz="lg" id={headingId} mb="sm">
        <Trans>Recent Check-ins</Trans>
      </Title>
      {checkIns.isPending ? (
        <Text c="dimmed">
          <Trans>Loading recent check-ins...</Trans>
        </Text>
      ) : checkIns.isError ? (
        <Text c="red">
          <Trans>Failed to load check-ins. Please try again.</Trans>
        </Text>
      ) : checkIns.data.length === 0 ? (
        <Text c="dimmed">
          <Trans>No check-ins recorded yet</Trans>
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {checkIns.data.map((checkIn) => {
            const name = checkIn.person.name;
            const date = formatDay(checkIn.date);
            const { stepCount } = checkIn;
            return (
              <Group key={checkIn.id} component="li" gap="sm" wrap="nowrap" align="flex-start">
                <UserAvatar name={checkIn.person.name} image={checkIn.person.avatar} size={36} />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <CheckInHeading checkIn={checkIn} />
                  <Group gap={6} wrap="wrap">
                    <Text size="xs" c="dimmed">
                      {stepCount !== null
                        ? t`${date} • ${plural(stepCount, { one: '# steps', other: '# steps' })}`
                        : date}
                    </Text>
                    {checkIn.source === 'synced' ? <SyncedMark /> : null}
                  </Group>
                  <CheckInMarks checkIn={checkIn} />
                  {/* the cheer and the organizer's flag share one line, also on a phone; a rest day has no cheer */}
                  {(checkIn.kind === 'check_in' && renderCheer) || mayFlagCheckIn(checkIn) ? (
                    <Group gap="xs" mt={4} wrap="wrap">
                      {checkIn.kind === 'check_in' ? renderCheer?.(checkIn) : null}
                      {mayFlagCheckIn(checkIn) ? (
                        <Button
                          variant="default"
                          size="compact-sm"
                          leftSection={<IconFlag size={14} aria-hidden />}
                          onClick={() => setJudged(checkIn)}
                          aria-label={
                            checkIn.flag
                              ? t`Edit flag of ${name}'s check-in for ${date}`
                              : t`Flag ${name}'s check-in for ${date}`
                          }
                        >
                          {checkIn.flag ? t`Edit flag` : t`Flag`}
                        </Button>
                      ) : null}
                    </Group>
                  ) : null}
                </div>
              </Group>
            );
          })}
        </Stack>
      )}
      <FlagCheckInDialog challengeId={challenge.id} checkIn={judged} onClose={() => setJudged(null)} />
    </Paper>
  );
}
