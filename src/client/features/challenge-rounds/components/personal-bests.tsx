import { List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFlame, IconStar, IconUser } from '@tabler/icons-react';
import type { ChallengeResults } from '#shared/challenge-rounds/challenge-rounds.types';
import { dayCount } from '../utils/day-outcome';

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
        <List.Item
          icon={
            <ThemeIcon color="orange" variant="light" radius="xl" aria-hidden>
              <IconFlame size={16} />
            </ThemeIcon>
          }
        >
          <Text size="sm">
            {results.longestStreak.days > 0
              ? `Longest streak: ${dayCount(results.longestStreak.days)} — ${names(results.longestStreak.people)}`
              : 'Longest streak: nobody met a day this time.'}
          </Text>
        </List.Item>
        <List.Item
          icon={
            <ThemeIcon color="yellow" variant="light" radius="xl" aria-hidden>
              <IconStar size={16} />
            </ThemeIcon>
          }
        >
          <Text size="sm">
            {perfect.length > 0
              ? `Perfect challenge, every day met: ${names(perfect)}`
              : 'Perfect challenge: nobody met every day this time.'}
          </Text>
        </List.Item>
        {own ? (
          <List.Item
            icon={
              <ThemeIcon color="blue" variant="light" radius="xl" aria-hidden>
                <IconUser size={16} />
              </ThemeIcon>
            }
          >
            <Text size="sm">
              {`Your best streak: ${dayCount(own.bestStreak)} • ${own.successfulDays} of ${results.days.length} days met`}
              {own.isPerfect ? ' • a perfect challenge!' : ''}
            </Text>
          </List.Item>
        ) : null}
      </List>
    </Stack>
  );
}
