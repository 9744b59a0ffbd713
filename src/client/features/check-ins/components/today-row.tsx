import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCloudUpload, IconFlame, IconUsers } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import type { TodayEntry } from '#shared/dashboard/dashboard.types';
import { SAVED_ON_DEVICE_MESSAGE } from '../hooks/use-check-in-actions';
import { useRestDayActions } from '../hooks/use-rest-day-actions';
import { useTodayCheckIn } from '../hooks/use-today-check-in';
import { checkInDateLabel } from '../utils/check-in-date-label';
import { dayCount } from '#client/lib/day-count';
import type { TodayState } from '../utils/today-state';
import type { CheckInAnswer } from '../utils/check-in-answer';
import { LazyAmountAnswer, LazyStepAnswer } from './lazy-answers';
import { RestDayAction } from './rest-day-action';
import { paths } from '#client/lib/paths';
import { TOUCH_TARGET } from '#client/lib/touch-target';

// shades dark enough for white text (4.5:1), as the status badges; 'not yet' in the text colour of each scheme
const states: Record<
  TodayState,
  { label: MessageDescriptor; color?: string; variant: 'filled' | 'default' }
> = {
  met: { label: msg`Done`, color: 'teal.9', variant: 'filled' },
  missed: { label: msg`Missed`, color: 'red.8', variant: 'filled' },
  rest: { label: msg`Rest day`, color: 'indigo.9', variant: 'filled' },
  'not-yet': { label: msg`Not yet`, variant: 'default' },
};

/** One challenge on the Today panel: its title (to the challenge), today's state, streak, group, one-tap check-in. */
export function TodayRow({
  entry,
  renderGroupCheer,
  readyAs,
}: {
  entry: TodayEntry;
  renderGroupCheer?: (entry: TodayEntry, dayLabel: string) => ReactNode;
  /**
   * opened from a reminder for this challenge (issue 28): 'row' brings the row into view, highlighted, with the focus;
   * 'log' (an amount's 'Log…') puts the focus in its amount or step field
   */
  readyAs?: 'row' | 'log';
}) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const rowRef = useRef<HTMLLIElement>(null);
  const today = useTodayCheckIn(entry);
  const dateLabel = checkInDateLabel(entry.date, entry.viewerToday);
  // the same words as Your Progress and the boards' 'Best streak' (decision 061)
  const streakDays = dayCount(i18n, entry.currentStreak);
  const streak = entry.currentStreak > 0 ? t`Current streak: ${streakDays}` : null;
  const restDays = useRestDayActions(entry.challengeId);
  // a check-in or rest day shows on the tap (decision 065), its answers gone; a refusal brings them back
  const state = states[today.state];
  const stateLabel = i18n._(state.label);
  const { checkedIn } = today;
  const { participants } = entry.group;
  const isLogging = readyAs === 'log' && today.canCheckIn;

  useEffect(() => {
    if (!readyAs || !rowRef.current) return;
    rowRef.current.scrollIntoView({ block: 'center' });
    // the field takes the focus itself once it is drawn (it loads after the first paint)
    if (!isLogging) rowRef.current.focus({ preventScroll: true });
  }, [readyAs, isLogging]);

  async function answer(value: Omit<CheckInAnswer, 'notes'>) {
    // the buttons go away at once: keep the keyboard on the row
    rowRef.current?.focus();
    await today.checkIn({ ...value, notes: '' });
  }

  const goal = entry.dailyGoal;
  // a step challenge keeps its own field (product-rules.md#recording-a-check-in); any other amount is added to
  const amountAnswer =
    goal.kind === 'amount' && entry.targetSteps === null ? (
      <LazyAmountAnswer
        goal={goal}
        total={today.amount}
        isSaving={today.isSaving}
        onSave={today.saveAmount}
        isFocusedOnShow={isLogging}
      />
    ) : null;
  const answers =
    entry.targetSteps !== null ? (
      <LazyStepAnswer
        targetSteps={entry.targetSteps}
        isSaving={today.isSaving}
        onSave={answer}
        isFocusedOnShow={isLogging}
      />
    ) : amountAnswer ? (
      amountAnswer
    ) : (
      // two answers side by side beside the labelled rest-day button, inside the panel's and the row's padding:
      // without icons (the colours and words say it) and with narrow side padding 'Missed goal' stays whole on a
      // 390 px phone; where the row is narrower still they stack
      <SimpleGrid type="container" cols={{ base: 1, '200px': 2 }} spacing={6}>
        <Button
          h={TOUCH_TARGET}
          px={6}
          color="red"
          variant="outline"
          onClick={() => void answer({ met: false })}
        >
          <Trans>Missed goal</Trans>
        </Button>
        <Button h={TOUCH_TARGET} px={6} color="teal.9" onClick={() => void answer({ met: true })}>
          <Trans>Met goal</Trans>
        </Button>
      </SimpleGrid>
    );

  return (
    <Paper
      component="li"
      ref={rowRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="sm"
      data-ready={readyAs ? true : undefined}
      // the row a reminder opened the panel for stands out by a border in the primary colour, in both schemes
      style={{
        outlineOffset: 2,
        ...(readyAs && { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }),
      }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Anchor
            component={Link}
            to={paths.challenge(entry.challengeId)}
            fw={700}
            id={titleId}
            // a long template title ('14-Day Sugar Detox - Mia Keller's Challenge') wraps to two lines; what is cut
            // beyond them is in the tooltip and on the challenge page the title leads to
            lineClamp={2}
            title={entry.title}
            style={{ minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {entry.title}
          </Anchor>
          <Badge color={state.color} variant={state.variant} style={{ flexShrink: 0 }}>
            {dateLabel === 'today' ? stateLabel : t`${stateLabel} · ${dateLabel}`}
          </Badge>
        </Group>
        {/* both facts on one line where they fit, on a 390 px phone too ('Current streak: N days' is long: the small
            size keeps it there), so three rows fit the first screen (a Group caps each child at half the width by
            default) */}
        <Group gap="xs" c="dimmed" preventGrowOverflow={false}>
          {streak ? (
            <Group gap={4} wrap="nowrap">
              <IconFlame size={16} aria-hidden color="var(--mantine-color-orange-text)" />
              <Text size="xs" c="var(--mantine-color-text)" fw={600}>
                {streak}
              </Text>
            </Group>
          ) : null}
          <Group gap={4} wrap="nowrap">
            <IconUsers size={16} aria-hidden />
            <Text size="xs">
              {/* the panel is 'Today': the day is said only when it is another (an ended challenge's last day) */}
              {dateLabel === 'today'
                ? t`${checkedIn} of ${participants} checked in`
                : t`${checkedIn} of ${participants} checked in for ${dateLabel}`}
            </Text>
          </Group>
          {renderGroupCheer?.(entry, dateLabel)}
        </Group>
        {today.isSavedOnDevice ? (
          <Group gap={4} wrap="nowrap" role="status">
            <IconCloudUpload size={16} aria-hidden />
            <Text size="sm">{i18n._(SAVED_ON_DEVICE_MESSAGE)}</Text>
          </Group>
        ) : null}
        {today.canCheckIn ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <div style={{ flex: 1, minWidth: 0 }}>{answers}</div>
            <RestDayAction
              compact
              used={entry.restDays.used}
              budget={entry.restDays.budget}
              onDeclare={async () => {
                rowRef.current?.focus();
                await restDays.declare(entry.date);
              }}
            />
          </Group>
        ) : entry.checkIn?.kind === 'check_in' ? (
          // the day's amount is added to all day long
          amountAnswer
        ) : null}
      </Stack>
    </Paper>
  );
}
