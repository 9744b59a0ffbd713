import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { IconZzz } from '@tabler/icons-react';
import { noRestDaysLeftMessage, restDaysUsedLabel } from '#shared/check-ins/rest-days';
import { Hint } from '#client/components/hint';

interface RestDayActionProps {
  used: number;
  budget: number;
  onDeclare: () => void;
  /**
   * a small 'Rest day' button beside the answers, for the Today panel: its rows keep to two lines, so three
   * challenges still fit a phone's first screen; it says its name in words (an icon alone was not understood,
   * decision 061), what is used is in its accessible name and tooltip, and nothing shows once the budget is spent
   */
  compact?: boolean;
}

/**
 * 'Rest day': take the chosen day as a rest day instead of a check-in (product-rules.md#rest-days), with how much of
 * the budget is used, or 'No rest days left (1 of 1 used)' and no button once it is spent.
 */
export function RestDayAction({ used, budget, onDeclare, compact = false }: RestDayActionProps) {
  const { t, i18n } = useLingui();
  if (budget === 0) return null;
  if (compact) {
    if (used >= budget) return null;
    const usedLabel = restDaysUsedLabel(i18n, used, budget);
    const label = t`Rest day (${usedLabel})`;
    return (
      <Hint label={label}>
        <Button
          variant="default"
          h={44}
          px={6}
          aria-label={label}
          onClick={onDeclare}
          style={{ flexShrink: 0 }}
        >
          <Trans>Rest day</Trans>
        </Button>
      </Hint>
    );
  }
  if (used >= budget) {
    return (
      <Text size="sm" c="dimmed">
        {noRestDaysLeftMessage(i18n, used, budget)}
      </Text>
    );
  }
  return (
    <Group gap="sm" wrap="wrap">
      <Button variant="default" size="sm" leftSection={<IconZzz size={16} aria-hidden />} onClick={onDeclare}>
        <Trans>Rest day</Trans>
      </Button>
      <Text size="sm" c="dimmed">
        {restDaysUsedLabel(i18n, used, budget)}
      </Text>
    </Group>
  );
}
