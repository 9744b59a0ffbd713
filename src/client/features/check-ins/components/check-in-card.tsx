import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import { addDays } from '#shared/domain/calendar-date';
import {
  CHECK_IN_GRACE_DAYS,
  initialCheckInDate,
  selectableCheckInRange,
} from '#shared/domain/check-in-window';
import { useArrivalTarget } from '#client/hooks/use-arrival-target';
import { formatDay } from '#client/i18n/formats';
import { useCheckIns } from '../api/get-check-ins';
import { useCheckInActions } from '../hooks/use-check-in-actions';
import { usePendingCheckIn } from '../offline/check-in-outbox-context';
import { useDeleteCheckInWithUndo } from '../hooks/use-delete-check-in-with-undo';
import { useRestDayActions } from '../hooks/use-rest-day-actions';
import { checkInDateLabel } from '../utils/check-in-date-label';
import { CHECK_IN_ANCHOR } from './check-in-anchor';
import { AnswerOnItsWay } from './answer-on-its-way';
import { CheckInDatePicker } from './check-in-date-picker';
import { CheckInForm } from './check-in-form';
import { CheckInStatus } from './check-in-status';
import { RestDayAction } from './rest-day-action';
import { RestDayStatus } from './rest-day-status';
import { SavedOnDevice } from './saved-on-device';

/** The step target of a step challenge, or null for a met / missed challenge. */
function targetStepsOf(challenge: ChallengeDetail): number | null {
  if (challenge.challengeType !== 'step_count') return null;
  const target = Number(challenge.goalConfig.target_steps);
  return Number.isFinite(target) && target > 0 ? target : null;
}

/**
 * The daily check-in card (product-rules.md#recording-a-check-in): pick a date from the start to the earlier of your
 * today and the end, record met or missed (or steps), then see, edit or delete what you recorded. Once the grace
 * period is over the card says 'This challenge has ended' and nothing can change.
 */
export function CheckInCard({ challenge }: { challenge: ChallengeDetail }) {
  const { t } = useLingui();
  const headingId = useId();
  // the form or status that had focus is replaced after each action: keep the keyboard in the card
  const headingRef = useRef<HTMLHeadingElement>(null);
  const keepFocus = (done: boolean) => {
    if (done) headingRef.current?.focus();
    return done;
  };
  const viewerToday = challenge.viewer.today;
  const checkInRange = selectableCheckInRange(challenge, viewerToday);
  // a rest day may also be declared for a day ahead (product-rules.md#rest-days): the picker reaches the end date
  const range =
    checkInRange && challenge.restDayBudget > 0 ? { ...checkInRange, to: challenge.endDate } : checkInRange;
  const [date, setDate] = useState(() => initialCheckInDate(challenge, viewerToday));
  const [isEditing, setIsEditing] = useState(false);
  // '/challenge/{id}#check-in' (a template just started) opens the page at this card, its heading focused
  useArrivalTarget(CHECK_IN_ANCHOR, headingRef);
  const checkIns = useCheckIns(challenge.id);
  const actions = useCheckInActions(challenge.id, challenge.title);
  const deletion = useDeleteCheckInWithUndo(challenge.id);
  const restDays = useRestDayActions(challenge.id);
  const isLocked = challenge.isCheckInLocked;
  const targetSteps = targetStepsOf(challenge);
  // a step challenge keeps its step field; any other amount goal takes the day's amount (decision 082)
  const amountGoal =
    challenge.dailyGoal.kind === 'amount' && targetSteps === null ? challenge.dailyGoal : null;
  const recorded = checkIns.data?.find((entry) => entry.date === date) ?? null;
  // every tap shows at once (decision 065): a rest day being declared or taken back, a check-in on its way
  const isRestOnItsWay = restDays.declaringDate === date;
  const isRestGoing = recorded?.kind === 'rest' && restDays.takingBackId === recorded.id;
  const checkIn = isRestGoing ? null : recorded;
  const recording = actions.recording?.date === date && !checkIn ? actions.recording : undefined;
  // the budget counts the rest days as drawn: one being declared in, one being taken back out
  const restDates = new Set(
    checkIns.data
      ?.filter((entry) => entry.kind === 'rest' && entry.id !== restDays.takingBackId)
      .map((entry) => entry.date),
  );
  if (restDays.declaringDate) restDates.add(restDays.declaringDate);
  const restDaysUsed = restDates.size;
  const saved = usePendingCheckIn(challenge.id, date);
  const dateLabel = checkInDateLabel(date, viewerToday);
  const startDate = formatDay(challenge.startDate);
  const endDate = formatDay(challenge.endDate);
  const lastCheckInDate = formatDay(addDays(challenge.endDate, CHECK_IN_GRACE_DAYS));

  function body() {
    if (checkIns.isPending)
      return (
        <Text c="dimmed">
          <Trans>Loading check-ins...</Trans>
        </Text>
      );
    if (checkIns.isError)
      return (
        <Text c="red">
          <Trans>Failed to load check-ins. Please try again.</Trans>
        </Text>
      );
    if (checkIn?.kind === 'rest' || isRestOnItsWay) {
      return (
        <RestDayStatus
          dateLabel={dateLabel}
          // nothing to take back until the server has the rest day
          isLocked={isLocked || !checkIn}
          onTakeBack={async () => checkIn && keepFocus(await restDays.takeBack(checkIn.id))}
        />
      );
    }
    if (checkIn && isEditing && !isLocked) {
      return (
        <CheckInForm
          key={`edit-${checkIn.id}`}
          targetSteps={targetSteps}
          amountGoal={amountGoal}
          initial={checkIn}
          isSaving={actions.isUpdating}
          onSave={async (answer) => {
            if (keepFocus(await actions.update(checkIn, answer))) setIsEditing(false);
          }}
          onCancel={() => setIsEditing(false)}
        />
      );
    }
    if (checkIn) {
      return (
        <CheckInStatus
          checkIn={checkIn}
          goal={amountGoal}
          dateLabel={dateLabel}
          isLocked={isLocked}
          isDeleting={deletion.isDeleting}
          onEdit={() => setIsEditing(true)}
          onDelete={async () => keepFocus(await deletion.remove(checkIn))}
        />
      );
    }
    if (saved && !recording) return <SavedOnDevice answer={saved.answer} goal={amountGoal} />;
    if (isLocked)
      return (
        <Text c="dimmed">
          <Trans>No check-in recorded for this date.</Trans>
        </Text>
      );
    const restDayAction = (
      <RestDayAction
        used={restDaysUsed}
        budget={challenge.restDayBudget}
        onDeclare={async () => keepFocus(await restDays.declare(date))}
      />
    );
    if (date > viewerToday) {
      return (
        <Stack gap="sm">
          <Text c="dimmed">
            <Trans>{dateLabel} is ahead: you can take it as a rest day now, or check in on the day.</Trans>
          </Text>
          {restDayAction}
        </Stack>
      );
    }
    return (
      <Stack gap="md">
        {recording ? <AnswerOnItsWay answer={recording} goal={amountGoal} /> : null}
        {/* hidden, not gone, while the answer is on its way: a refusal brings it back with the notes typed */}
        <Stack gap="md" display={recording ? 'none' : undefined}>
          <CheckInForm
            key={`new-${date}`}
            targetSteps={targetSteps}
            amountGoal={amountGoal}
            isSaving={actions.isRecording}
            onSave={async (answer) => keepFocus(await actions.record(date, dateLabel, answer))}
          />
          {restDayAction}
        </Stack>
      </Stack>
    );
  }

  return (
    <Paper
      component="section"
      id={CHECK_IN_ANCHOR}
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="md">
        <Title
          order={2}
          fz="lg"
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          // below the sticky 60 px header when brought to the top (useArrivalTarget)
          style={{ outline: 'none', scrollMarginTop: 76 }}
        >
          <Trans>Daily Check-in</Trans>
        </Title>
        {isLocked ? (
          <Alert
            color="gray"
            variant="light"
            icon={<IconLock aria-hidden />}
            title={t`This challenge has ended`}
          >
            <Trans>Check-ins are no longer allowed.</Trans>
          </Alert>
        ) : challenge.status === 'completed' ? (
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
            <Trans>
              This challenge ended on {endDate}. You can still check in for its days until {lastCheckInDate}.
            </Trans>
          </Alert>
        ) : null}
        {range ? (
          <>
            <CheckInDatePicker
              value={date}
              range={range}
              disabled={isLocked}
              onChange={(picked) => {
                setDate(picked);
                setIsEditing(false);
              }}
            />
            {body()}
          </>
        ) : (
          <Text c="dimmed">
            <Trans>Check-ins open on {startDate}.</Trans>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
