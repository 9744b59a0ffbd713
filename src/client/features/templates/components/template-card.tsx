import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconBolt, IconCalendar, IconRocket, IconTarget } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { amountGoalText } from '#shared/challenges/amount-texts';
import { challengeTypeInfo } from '#shared/challenges/challenge-types';
import type { ChallengeDetail, TemplateChallenge } from '#shared/challenges/challenges.types';
import { type CalendarDate } from '#shared/domain/calendar-date';
import { ApiError } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useStartTemplate } from '../api/start-template';
import { formatDay } from '#client/i18n/formats';
import { DayPickerInput } from '#client/components/day-picker-input';

// product-rules.md#templates: the picker disables days before today and before 1900-01-01.
const EARLIEST_START = '1900-01-01';

interface TemplateCardProps {
  template: TemplateChallenge;
  /** called with the personal copy once it exists: the page refreshes its lists and takes the person to it */
  onStarted: (challenge: ChallengeDetail) => void;
}

/**
 * One template of the 'Start a New Challenge' carousel (product-rules.md#templates): its type, title and description,
 * a start-date picker, and 'Start 14-Day Challenge' once a date is picked. No share button: a template is not shared.
 * Beside them, 'Start today' starts the copy from today in one tap (issue 11): the picker keeps the spec's rule
 * for any other day.
 */
export function TemplateCard({ template, onStarted }: TemplateCardProps) {
  const { t, i18n } = useLingui();
  const title = template.title;
  // held for this template until its copy is created (product-rules.md#templates)
  const [startDate, setStartDate] = useState<CalendarDate | null>(null);
  const start = useStartTemplate();
  const today = dayjs().format('YYYY-MM-DD');

  // which of the two buttons started it, so that one shows the spinner
  const [startedVia, setStartedVia] = useState<'today' | 'picked-date'>('today');
  const startOn = (day: CalendarDate, via: typeof startedVia) => {
    setStartedVia(via);
    start.mutate(
      { templateId: template.id, startDate: day },
      {
        onSuccess: (challenge) => {
          setStartDate(null);
          const date = formatDay(day);
          showToast({
            kind: 'success',
            title: t`Challenge Created!`,
            message: t`Your personal ${title} has been created and will start on ${date}.`,
          });
          onStarted(challenge);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) {
            showToast({
              kind: 'error',
              title: t`Authentication Required`,
              message: t`Please log in to join challenges.`,
            });
          } else {
            showToast({
              kind: 'error',
              title: t`Error`,
              message: t`Failed to create challenge. Please try again.`,
            });
          }
        },
      },
    );
  };

  const startOnPickedDate = () => {
    if (!startDate) {
      showToast({
        kind: 'warning',
        title: t`Select Start Date`,
        message: t`Please select when you'd like to start this challenge.`,
      });
      return;
    }
    startOn(startDate, 'picked-date');
  };

  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs">
          <Badge variant="filled" color="indigo">
            <Trans>Template</Trans>
          </Badge>
          <Text size="sm" c="dimmed" fw={500}>
            {i18n._(challengeTypeInfo[template.challengeType].label)}
          </Text>
        </Group>
        <Title order={3} fz="lg" lineClamp={2}>
          {template.title}
        </Title>
        {template.dailyGoal.kind === 'amount' && template.challengeType !== 'step_count' && (
          // an amount template's type says little ('Custom Challenge'): its goal says what a day asks
          <Group gap={6} wrap="nowrap">
            <IconTarget size={16} aria-hidden />
            <Text size="sm" fw={600}>
              {amountGoalText(i18n, template.dailyGoal)}
            </Text>
          </Group>
        )}
        <Text size="sm" c="dimmed" lineClamp={3}>
          {template.description}
        </Text>
        <Stack gap="xs" mt="auto">
          <Button
            onClick={() => startOn(today, 'today')}
            loading={start.isPending && startedVia === 'today'}
            disabled={start.isPending}
            leftSection={<IconBolt size={18} aria-hidden />}
            aria-label={t`Start today: ${title}`}
          >
            <Trans>Start today</Trans>
          </Button>
          <Divider label={t`or pick a day`} labelPosition="center" />
          <DayPickerInput
            label={t`Start date`}
            placeholder={t`Pick a start date`}
            value={startDate}
            onChange={setStartDate}
            minDate={today > EARLIEST_START ? today : EARLIEST_START}
            highlightToday
            leftSection={<IconCalendar size={18} aria-hidden />}
            leftSectionPointerEvents="none"
          />
          <Button
            variant="light"
            onClick={startOnPickedDate}
            disabled={!startDate || start.isPending}
            loading={start.isPending && startedVia === 'picked-date'}
            leftSection={<IconRocket size={18} aria-hidden />}
          >
            <Trans>Start 14-Day Challenge</Trans>
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
