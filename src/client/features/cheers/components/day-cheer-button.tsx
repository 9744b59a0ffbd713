import { Button } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useSetDayCheers } from '../api/set-day-cheers';

// WCAG 2.5.5: a finger needs 44 px
const TOUCH = 44;

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
  const setDayCheers = useSetDayCheers(challengeId);
  if (othersCheckedIn === 0) return null;
  const isAllCheered = setDayCheers.isPending
    ? setDayCheers.variables.cheered
    : cheeredByViewer >= othersCheckedIn;

  async function toggle() {
    if (setDayCheers.isPending) return;
    try {
      await setDayCheers.mutateAsync({ date, cheered: !isAllCheered });
    } catch (error) {
      showToast({ kind: 'error', message: messageOf(error, 'Failed to cheer. Please try again.') });
    }
  }

  const when = dayLabel === 'today' ? 'today' : `for ${dayLabel}`;
  return (
    <Button
      variant={isAllCheered ? 'filled' : 'default'}
      color={isAllCheered ? 'grape.9' : undefined}
      h={TOUCH}
      px="sm"
      aria-pressed={isAllCheered}
      aria-label={`Cheer everyone who checked in ${when} in ${challengeTitle}`}
      leftSection={<IconConfetti size={18} aria-hidden />}
      onClick={() => void toggle()}
    >
      {isAllCheered ? 'Cheered' : `Cheer ${othersCheckedIn === 1 ? '1 person' : `all ${othersCheckedIn}`}`}
    </Button>
  );
}
