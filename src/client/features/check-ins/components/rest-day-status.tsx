import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconZzz } from '@tabler/icons-react';

interface RestDayStatusProps {
  dateLabel: string;
  isLocked: boolean;
  onTakeBack: () => void;
}

/** A declared rest day of the chosen date, in place of the form (product-rules.md#rest-days), with Take back. */
export function RestDayStatus({ dateLabel, isLocked, onTakeBack }: RestDayStatusProps) {
  const { t } = useLingui();
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-indigo-light)">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconZzz size={24} color="var(--mantine-color-indigo-light-color)" aria-hidden />
          <Text fw={700}>{dateLabel === 'today' ? t`Rest day today` : t`Rest day on ${dateLabel}`}</Text>
        </Group>
        <Text size="sm">
          <Trans>Neither met nor missed: your streak is safe.</Trans>
        </Text>
        <Group>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            disabled={isLocked}
            onClick={onTakeBack}
          >
            <Trans>Take back rest day</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
