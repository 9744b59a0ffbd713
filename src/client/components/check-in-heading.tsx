import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Text } from '@mantine/core';
import type { RecentCheckIn } from '#shared/check-ins/check-ins.types';
import { type AmountOnItsWayFields, isAmountOnItsWay } from '#client/lib/amount-on-its-way';

// shades dark enough for white text (4.5:1) in both schemes
const outcomes = {
  rest: { label: msg`Rest day`, color: 'indigo.9' },
  met: { label: msg`Met`, color: 'teal.9' },
  missed: { label: msg`Missed`, color: 'gray' },
  'not-yet': { label: msg`Not yet`, color: undefined },
};

type Shown = Pick<RecentCheckIn, 'person'> & AmountOnItsWayFields;

/** The first line of a check-in in a Recent Check-ins list: who made it, and Met, Missed, Not yet or Rest day. */
export function CheckInHeading({ checkIn }: { checkIn: Shown }) {
  const { i18n } = useLingui();
  const outcome =
    outcomes[
      checkIn.kind === 'rest'
        ? 'rest'
        : checkIn.met
          ? 'met'
          : isAmountOnItsWay(checkIn)
            ? 'not-yet'
            : 'missed'
    ];
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={600} truncate="end">
        {checkIn.person.name}
      </Text>
      <Badge variant={outcome.color ? 'filled' : 'default'} color={outcome.color} style={{ flexShrink: 0 }}>
        {i18n._(outcome.label)}
      </Badge>
    </Group>
  );
}
