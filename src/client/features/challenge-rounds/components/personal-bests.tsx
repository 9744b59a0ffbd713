import { List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFlame, IconStar, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ChallengeResults } from '#shared/challenge-rounds/challenge-rounds.types';
import { dayCount } from '#client/lib/day-count';

const names = (people: { name: string }[]) => people.map((person) => person.name).join(', ');

/** Personal bests (product-rules.md#results-and-rounds): the longest streak, perfect challenges, and the viewer's. */
export function PersonalBests({ results }: { results: ChallengeResults }) {
  const perfect = results.entries.filter((entry) => entry.isPerfect).map((entry) => entry.person);
  const own = results.entries.find((entry) => entry.person.id === results.viewer.userId);
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        Personal bests
      </Title>
      <List spacing="xs" center>
        <Best icon={<IconFlame size={16} />} color="orange">
          {results.longestStreak.days > 0
            ? `Best streak: ${dayCount(results.longestStreak.days)} — ${names(results.longestStreak.people)}`
            : 'Best streak: nobody met a day this time.'}
        </Best>
        <Best icon={<IconStar size={16} />} color="yellow">
          {perfect.length > 0
            ? `Perfect challenge, every day met: ${names(perfect)}`
            : 'Perfect challenge: nobody met every day this time.'}
        </Best>
        {own ? (
          <Best icon={<IconUser size={16} />} color="blue">
            {`Your best streak: ${dayCount(own.bestStreak)} • ${own.successfulDays} of ${results.days.length} days met`}
            {own.isPerfect ? ' • a perfect challenge!' : ''}
          </Best>
        ) : null}
      </List>
    </Stack>
  );
}

/** One personal best: its icon in a tinted circle (decorative), then the sentence. */
function Best({ icon, color, children }: { icon: ReactNode; color: string; children: ReactNode }) {
  return (
    <List.Item
      icon={
        <ThemeIcon color={color} variant="light" radius="xl" aria-hidden>
          {icon}
        </ThemeIcon>
      }
    >
      <Text size="sm">{children}</Text>
    </List.Item>
  );
}
