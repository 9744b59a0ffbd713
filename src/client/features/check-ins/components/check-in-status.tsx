import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconHourglassHigh, IconPencil, IconTrash } from '@tabler/icons-react';
import type { CheckIn } from '#shared/check-ins/check-ins.types';
import { amountAgainstTarget } from '#shared/challenges/amount-texts';
import type { AmountGoal } from '#shared/challenges/daily-goal';
import { CheckInMarks } from '#client/components/check-in-marks';
import { isAmountOnItsWay } from '#client/lib/amount-on-its-way';
import { formatNumber, formatPercent } from '#client/i18n/formats';

interface CheckInStatusProps {
  checkIn: CheckIn;
  dateLabel: string;
  isLocked: boolean;
  isDeleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** an amount goal's, to show the day's amount against its target (decision 082) */
  goal?: AmountGoal | null;
}

/**
 * The recorded check-in of the chosen date, which replaces the form (product-rules.md#recording-a-check-in), with
 * Edit and Delete.
 */
export function CheckInStatus({
  checkIn,
  dateLabel,
  isLocked,
  isDeleting,
  onEdit,
  onDelete,
  goal = null,
}: CheckInStatusProps) {
  const { t, i18n } = useLingui();
  // an 'at least' amount under its target today is on its way up, as the Today row says (decision 082)
  const onItsWay = isAmountOnItsWay(checkIn);
  const Icon = checkIn.met ? IconCircleCheck : onItsWay ? IconHourglassHigh : IconCircleX;
  const color = checkIn.met ? 'teal' : onItsWay ? 'gray' : 'red';
  const isToday = dateLabel === 'today';
  const outcome = checkIn.met
    ? isToday
      ? t`Goal met today`
      : t`Goal met on ${dateLabel}`
    : onItsWay
      ? t`Not yet today`
      : isToday
        ? t`Goal missed today`
        : t`Goal missed on ${dateLabel}`;
  const stepCount = formatNumber(checkIn.stepCount ?? 0);
  const targetSteps = checkIn.targetSteps ?? 0;
  const percentage = formatPercent(checkIn.percentage ?? 0);
  return (
    <Paper withBorder radius="md" p="md" bg={`var(--mantine-color-${color}-light)`}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Icon size={24} color={`var(--mantine-color-${color}-light-color)`} aria-hidden />
          <Text fw={700}>{outcome}</Text>
        </Group>
        {checkIn.stepCount !== null ? (
          <Text size="sm">
            {t`${stepCount} of ${plural(targetSteps, { one: '# steps', other: '# steps' })} (${percentage})`}
          </Text>
        ) : null}
        {goal && checkIn.amount !== null && checkIn.stepCount === null ? (
          <Text size="sm">
            {amountAgainstTarget(i18n, checkIn.amount, {
              ...goal,
              target: checkIn.amountTarget ?? goal.target,
            })}
          </Text>
        ) : null}
        {checkIn.notes ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {checkIn.notes}
          </Text>
        ) : null}
        <CheckInMarks checkIn={checkIn} />
        {checkIn.isOld || checkIn.isOutsideChallenge ? (
          <Group gap="xs">
            {checkIn.isOld ? (
              <Badge color="gray" variant="filled" size="sm">
                <Trans>Older than 7 days</Trans>
              </Badge>
            ) : null}
            {checkIn.isOutsideChallenge ? (
              <Badge color="orange" variant="filled" size="sm">
                <Trans>Outside the challenge dates</Trans>
              </Badge>
            ) : null}
          </Group>
        ) : null}
        <Group gap="sm" justify="flex-end">
          <Button
            variant="default"
            size="sm"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={onEdit}
            disabled={isLocked || isDeleting}
          >
            <Trans>Edit</Trans>
          </Button>
          <Button
            variant="default"
            color="red"
            size="sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onDelete}
            loading={isDeleting}
            disabled={isLocked}
          >
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
