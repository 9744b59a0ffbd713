import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAward,
  IconCalendarCheck,
  IconCandyOff,
  IconFlame,
  IconLock,
  type Icon,
} from '@tabler/icons-react';
import { ACHIEVEMENT_TEXTS } from '#shared/profile-stats/achievements';
import type { Achievement } from '#shared/profile-stats/profile-stats.types';

const icons: Record<Achievement['id'], Icon> = {
  'first-day': IconCalendarCheck,
  'one-week': IconFlame,
  challenger: IconAward,
  'sugar-hunter': IconCandyOff,
};

/**
 * Every achievement (product-rules.md#achievements): earned ones in colour, the others greyed with what it takes to
 * earn them, so people see what to aim for.
 */
export function AchievementList({ achievements }: { achievements: Achievement[] }) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2 }}
      spacing="md"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {achievements.map((achievement) => (
        <AchievementItem key={achievement.id} achievement={achievement} />
      ))}
    </SimpleGrid>
  );
}

function AchievementItem({ achievement }: { achievement: Achievement }) {
  const { i18n } = useLingui();
  const AchievementIcon = achievement.earned ? icons[achievement.id] : IconLock;
  // in the shown language, whatever language the answer kept on this device was written in
  const texts = ACHIEVEMENT_TEXTS[achievement.id];
  return (
    <Card
      component="li"
      withBorder
      radius="lg"
      padding="md"
      bg={achievement.earned ? undefined : 'var(--mantine-color-default-hover)'}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon
          size={44}
          radius="xl"
          variant={achievement.earned ? 'filled' : 'light'}
          color={achievement.earned ? 'yellow.8' : 'gray'}
          aria-hidden
        >
          <AchievementIcon size={24} />
        </ThemeIcon>
        <div style={{ flex: 1 }}>
          <Group justify="space-between" gap="xs">
            <Title order={3} fz="md" c={achievement.earned ? undefined : 'dimmed'}>
              {i18n._(texts.title)}
            </Title>
            <Badge
              variant={achievement.earned ? 'filled' : 'outline'}
              color={achievement.earned ? 'teal.9' : 'gray'}
            >
              {achievement.earned ? <Trans>Earned</Trans> : <Trans>Not yet earned</Trans>}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            {i18n._(texts.description)}
          </Text>
        </div>
      </Group>
    </Card>
  );
}
