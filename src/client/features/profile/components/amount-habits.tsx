import { useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { DIRECTION_NAMES } from '#shared/challenges/amount-texts';
import type { AmountHabit } from '#shared/profile-stats/profile-stats.types';
import { amountHabitText } from '../utils/amount-habit-text';

/**
 * The person's amount habits across their challenges (issue 27), one line per unit: '412 pages in 3 challenges ·
 * 24 days on target'; a limit ('stay under') says so, its total is not one to grow.
 */
export function AmountHabits({ habits }: { habits: AmountHabit[] }) {
  const { i18n } = useLingui();
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {habits.map((habit) => (
          <Group
            key={`${habit.unit} ${habit.customUnit ?? ''} ${habit.direction}`}
            component="li"
            gap="xs"
            wrap="wrap"
          >
            <Text fw={500}>{amountHabitText(i18n, habit)}</Text>
            {habit.direction === 'at_most' ? (
              <Badge variant="light" color="gray" size="sm">
                {i18n._(DIRECTION_NAMES.at_most)}
              </Badge>
            ) : null}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
