import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import { UserAvatar } from '#client/components/user-avatar';
import { formatDay } from '#client/i18n/formats';
import { participantCountLabel } from '#shared/domain/count-labels';
import { ChallengeStatusBadge } from './challenge-status-badge';

/** product-rules.md#challenge-page: the summary shows 3 participant avatars, then '+N'. */
const AVATARS_SHOWN = 3;
/** Big enough for two initials, overlapping only by the margin around them, so no initial is cut off. */
const STACKED_AVATAR_SIZE = 34;
const STACK_OVERLAP = 4;

/** Status, end date, organizer, participants and, while active, the progress (product-rules.md#challenge-page). */
export function ChallengeSummary({ challenge }: { challenge: ChallengeDetail }) {
  const { t, i18n } = useLingui();
  const { participants, participantCount, progress, restDayBudget } = challenge;
  const { daysPassed, totalDays, daysRemaining } = progress;
  const hiddenCount = Math.max(0, participantCount - AVATARS_SHOWN);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg" verticalSpacing="md">
        <Fact label={t`Status`}>
          <ChallengeStatusBadge status={challenge.status} />
        </Fact>
        <Fact label={challenge.status === 'completed' ? t`Ended` : t`Ends`}>
          <Text fw={600}>{formatDay(challenge.endDate)}</Text>
        </Fact>
        <Fact label={t`Organizer`}>
          {challenge.organizer ? (
            <Group gap="xs" wrap="nowrap">
              <UserAvatar name={challenge.organizer.name} image={challenge.organizer.avatar} size="sm" />
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {challenge.organizer.name}
              </Text>
            </Group>
          ) : (
            <Text fw={600}>
              <Trans>Unknown User</Trans>
            </Text>
          )}
        </Fact>
        <Fact label={t`Rest days`}>
          <Text fw={600}>{t`${restDayBudget} per person`}</Text>
        </Fact>
        <Fact label={t`Participants`}>
          <Group gap="xs">
            <Avatar.Group spacing={STACK_OVERLAP}>
              {participants.slice(0, AVATARS_SHOWN).map((person) => (
                <UserAvatar
                  key={person.id}
                  name={person.name}
                  image={person.avatar}
                  size={STACKED_AVATAR_SIZE}
                />
              ))}
              {hiddenCount > 0 ? (
                <Avatar
                  size={STACKED_AVATAR_SIZE}
                  radius="xl"
                  variant="filled"
                  color="gray.7"
                  alt={t`${hiddenCount} more`}
                >
                  +{hiddenCount}
                </Avatar>
              ) : null}
            </Avatar.Group>
            <Text fw={600} size="sm">
              {participantCountLabel(i18n, participantCount)}
            </Text>
          </Group>
        </Fact>
      </SimpleGrid>
      {challenge.status === 'active' ? (
        <Stack gap={6} mt="lg">
          <Progress
            value={(daysPassed / Math.max(1, totalDays)) * 100}
            aria-label={t`Challenge progress`}
            size="lg"
            radius="xl"
          />
          <Text size="sm" c="dimmed">
            {/* English says 'days' for every count, as the specification's 'X of Y days • Z days remaining'; the
                plurals are for the other languages */}
            {t`${daysPassed} of ${plural(totalDays, { one: '# days', other: '# days' })} • ${plural(daysRemaining, { one: '# days remaining', other: '# days remaining' })}`}
          </Text>
        </Stack>
      ) : null}
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={6} miw={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}
