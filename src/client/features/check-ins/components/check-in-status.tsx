import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconPencil, IconTrash } from '@tabler/icons-react';
import type { CheckIn } from '#shared/check-ins/check-ins.types';
import { CheckInMarks } from '#client/components/check-in-marks';

interface CheckInStatusProps {
  checkIn: CheckIn;
  dateLabel: string;
  isLocked: boolean;
  isDeleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
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
}: CheckInStatusProps) {
  const Icon = checkIn.met ? IconCircleCheck : IconCircleX;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg={checkIn.met ? 'var(--mantine-color-teal-light)' : 'var(--mantine-color-red-light)'}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Icon
            size={24}
            color={`var(--mantine-color-${checkIn.met ? 'teal' : 'red'}-light-color)`}
            aria-hidden
          />
          <Text fw={700}>
            {`${checkIn.met ? 'Goal met' : 'Goal missed'} ${dateLabel === 'today' ? 'today' : `on ${dateLabel}`}`}
          </Text>
        </Group>
        {checkIn.stepCount !== null ? (
          <Text size="sm">
            {`${checkIn.stepCount.toLocaleString('en-US')} of ${(checkIn.targetSteps ?? 0).toLocaleString('en-US')} steps (${checkIn.percentage ?? 0}%)`}
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
                Older than 7 days
              </Badge>
            ) : null}
            {checkIn.isOutsideChallenge ? (
              <Badge color="orange" variant="filled" size="sm">
                Outside the challenge dates
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
            Edit
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
            Delete
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
