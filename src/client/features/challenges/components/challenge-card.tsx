import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text, Title, type TitleOrder, VisuallyHidden } from '@mantine/core';
import { IconCalendarEvent, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ChallengeSummary } from '#shared/challenges/challenges.types';
import { challengeCardLabel } from '#shared/challenges/challenge-card-label';
import classes from '#client/components/link-card.module.css';
import { UserAvatar } from '#client/components/user-avatar';
import { participantCountLabel } from '#shared/domain/count-labels';
import { ChallengeStatusBadge } from './challenge-status-badge';
import { ShareChallengePopover } from './share-challenge-popover';
import { paths } from '#client/lib/paths';

interface ChallengeCardProps {
  challenge: ChallengeSummary;
  /** the level of the card's title under the section it sits in */
  headingOrder?: TitleOrder;
}

/**
 * One challenge in a list (product-rules.md#challenges-list): status badge, organizer initials, the days-left /
 * starts / ended label, a View button to its page and the share popover. The title is a link that stretches over
 * the whole card, so a tap anywhere opens the challenge; View and Share stay on top of it.
 */
export function ChallengeCard({ challenge, headingOrder = 3 }: ChallengeCardProps) {
  const { i18n } = useLingui();
  const { organizer, title } = challenge;
  const organizerName = organizer?.name;
  return (
    <Card withBorder radius="lg" padding="lg" h="100%" className={classes.card}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <ChallengeStatusBadge status={challenge.status} />
          <Group gap={4} wrap="nowrap">
            <IconCalendarEvent size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              {challengeCardLabel(i18n, challenge, challenge.today)}
            </Text>
          </Group>
        </Group>

        <div>
          <Title order={headingOrder} fz="lg" lineClamp={2}>
            <Link to={paths.challenge(challenge.id)} className={classes.link}>
              {challenge.title}
            </Link>
          </Title>
          <Text size="sm" c="dimmed" lineClamp={2} mt={4}>
            {challenge.description}
          </Text>
        </div>

        <Group justify="space-between" gap="xs" mt="auto">
          {organizer && (
            <Group gap="xs" wrap="nowrap" miw={0}>
              <UserAvatar name={organizer.name} image={organizer.avatar} size={28} />
              <Text size="sm" truncate="end">
                <Trans>
                  <VisuallyHidden>Organizer: </VisuallyHidden>
                  {organizerName}
                </Trans>
              </Text>
            </Group>
          )}
          <Group gap={4} wrap="nowrap">
            <IconUsers size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              {participantCountLabel(i18n, challenge.participantCount)}
            </Text>
          </Group>
        </Group>

        <Group gap="xs" wrap="nowrap" className={classes.above}>
          <Button component={Link} to={paths.challenge(challenge.id)} variant="light" flex={1}>
            <Trans>
              View
              <VisuallyHidden> {title}</VisuallyHidden>
            </Trans>
          </Button>
          <ShareChallengePopover challenge={challenge} />
        </Group>
      </Stack>
    </Card>
  );
}
