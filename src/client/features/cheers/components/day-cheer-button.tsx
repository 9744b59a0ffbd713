import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useOptimisticWrite } from '#client/hooks/use-optimistic-write';
import { useSetDayCheers } from '../api/set-day-cheers';
import { TOUCH_TARGET } from '#client/lib/touch-target';

interface DayCheerButtonProps {
  challengeId: string;
  challengeTitle: string;
  date: string;
  /** 'today', or the day as the row says it ('Mar 14') */
  dayLabel: string;
  /** the other participants' check-ins that day, and how many of them the viewer has cheered */
  othersCheckedIn: number;
  cheeredByViewer: number;
}

/**
 * The Today panel's group line (product-rules.md#cheers): one tap cheers everyone else who checked in for the day,
 * as a group chat's "like all"; pressed once every one of them is cheered, and a tap then takes those cheers back.
 * Nothing to cheer, no button.
 */
export function DayCheerButton(props: DayCheerButtonProps) {
  const { challengeId, challengeTitle, date, dayLabel, othersCheckedIn, cheeredByViewer } = props;
  const { t } = useLingui();
  const setDayCheers = useOptimisticWrite(
    useSetDayCheers(challengeId),
    t`Failed to cheer. Please try again.`,
  );
  if (othersCheckedIn === 0) return null;
  // shown at once; the answer and the refreshed dashboard arrive before the write ends
  const isAllCheered = setDayCheers.pending?.cheered ?? cheeredByViewer >= othersCheckedIn;
  const toggle = () => setDayCheers.write({ date, cheered: !isAllCheered });

  const label =
    dayLabel === 'today'
      ? t`Cheer everyone who checked in today in ${challengeTitle}`
      : t`Cheer everyone who checked in for ${dayLabel} in ${challengeTitle}`;
  return (
    <Button
      variant={isAllCheered ? 'filled' : 'default'}
      color={isAllCheered ? 'grape.9' : undefined}
      h={TOUCH_TARGET}
      px="sm"
      aria-pressed={isAllCheered}
      aria-label={label}
      leftSection={<IconConfetti size={18} aria-hidden />}
      onClick={() => void toggle()}
    >
      {isAllCheered
        ? t`Cheered`
        : t`${plural(othersCheckedIn, { one: 'Cheer # person', other: 'Cheer all #' })}`}
    </Button>
  );
}
