import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFlame, IconStar, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ChallengeResults } from '#shared/challenge-rounds/challenge-rounds.types';
import { dayCount } from '#client/lib/day-count';
import { formatList } from '#client/i18n/formats';

// 'Ana, Ben, Cy' in English, as the language lists names ('Ana, Ben y Cy')
const names = (people: { name: string }[]) =>
  formatList(
    people.map((person) => person.name),
    'unit',
  );

/** Personal bests (product-rules.md#results-and-rounds): the longest streak, perfect challenges, and the viewer's. */
export function PersonalBests({ results }: { results: ChallengeResults }) {
  const perfect = results.entries.filter((entry) => entry.isPerfect).map((entry) => entry.person);
  const own = results.entries.find((entry) => entry.person.id === results.viewer.userId);
  const { t, i18n } = useLingui();
  const streak = dayCount(i18n, results.longestStreak.days);
  const streakPeople = names(results.longestStreak.people);
  const perfectPeople = names(perfect);
  const ownStreak = dayCount(i18n, own?.bestStreak ?? 0);
  const successfulDays = own?.successfulDays ?? 0;
  const totalDays = results.days.length;
  // English says 'days met' for every count, as it always did; the plural is for the other languages
  const ownBest = own?.isPerfect
    ? t`Your best streak: ${ownStreak} • ${successfulDays} of ${plural(totalDays, { one: '# days met', other: '# days met' })} • a perfect challenge!`
    : t`Your best streak: ${ownStreak} • ${successfulDays} of ${plural(totalDays, { one: '# days met', other: '# days met' })}`;
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        <Trans>Personal bests</Trans>
      </Title>
      <List spacing="xs" center>
        <Best icon={<IconFlame size={16} />} color="orange">
          {results.longestStreak.days > 0
            ? t`Best streak: ${streak} — ${streakPeople}`
            : t`Best streak: nobody met a day this time.`}
        </Best>
        <Best icon={<IconStar size={16} />} color="yellow">
          {perfect.length > 0
            ? t`Perfect challenge, every day met: ${perfectPeople}`
            : t`Perfect challenge: nobody met every day this time.`}
        </Best>
        {own ? (
          <Best icon={<IconUser size={16} />} color="blue">
            {ownBest}
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
