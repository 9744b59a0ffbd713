import { Button, Group, Text } from '@mantine/core';
import { IconZzz } from '@tabler/icons-react';
import { noRestDaysLeftMessage, restDaysUsedLabel } from '#shared/check-ins/rest-days';

interface RestDayActionProps {
  used: number;
  budget: number;
  isDeclaring: boolean;
  onDeclare: () => void;
  /** a smaller button, for the Today panel */
  compact?: boolean;
}

/**
 * 'Rest day': take the chosen day as a rest day instead of a check-in (product-rules.md#rest-days), with how much of
 * the budget is used, or 'No rest days left (1 of 1 used)' and no button once it is spent.
 */
export function RestDayAction({ used, budget, isDeclaring, onDeclare, compact = false }: RestDayActionProps) {
  if (budget === 0) return null;
  if (used >= budget) {
    return (
      <Text size="sm" c="dimmed">
        {noRestDaysLeftMessage(used, budget)}
      </Text>
    );
  }
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        variant="default"
        size={compact ? 'xs' : 'sm'}
        leftSection={<IconZzz size={16} aria-hidden />}
        loading={isDeclaring}
        onClick={onDeclare}
      >
        Rest day
      </Button>
      <Text size="sm" c="dimmed">
        {restDaysUsedLabel(used, budget)}
      </Text>
    </Group>
  );
}
