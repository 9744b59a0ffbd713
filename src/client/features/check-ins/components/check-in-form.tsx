import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { StepCountInput } from './step-count-input';

export interface CheckInAnswer {
  met?: boolean;
  stepCount?: number;
  notes: string;
}

interface CheckInFormProps {
  /** step challenges take a step count instead of met / missed */
  targetSteps: number | null;
  initial?: { notes: string | null; stepCount: number | null };
  isSaving: boolean;
  onSave: (answer: CheckInAnswer) => void;
  onCancel?: () => void;
}

/**
 * Notes plus 'Met goal' / 'Missed goal', or a typed step count for step challenges
 * (product-rules.md#recording-a-check-in).
 */
export function CheckInForm({ targetSteps, initial, isSaving, onSave, onCancel }: CheckInFormProps) {
  const [notes, setNotes] = useState(initial?.notes ?? '');
  const [stepCount, setStepCount] = useState<number | string>(initial?.stepCount ?? '');
  const [pressed, setPressed] = useState<'met' | 'missed' | null>(null);

  function save(answer: Omit<CheckInAnswer, 'notes'>, which: typeof pressed = null) {
    setPressed(which);
    onSave({ ...answer, notes });
  }

  return (
    <Stack gap="sm">
      {targetSteps !== null ? (
        <StepCountInput
          label="Steps"
          description={`Your target: ${targetSteps.toLocaleString('en-US')} steps. Health-app sync needs our mobile app, so on the web please enter your step count manually.`}
          value={stepCount}
          onChange={setStepCount}
        />
      ) : null}
      <Textarea
        label="Notes (optional)"
        placeholder="How did it go?"
        autosize
        minRows={2}
        maxLength={1000}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
      />
      <Group gap="sm" justify="flex-end">
        {onCancel ? (
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            Cancel
          </Button>
        ) : null}
        {targetSteps !== null ? (
          // product-rules.md#recording-a-check-in: text that is not a number counts as 0 steps
          <Button
            onClick={() => save({ stepCount: typeof stepCount === 'number' ? stepCount : 0 })}
            loading={isSaving}
          >
            Save steps
          </Button>
        ) : (
          <>
            <Button
              color="red"
              variant="outline"
              leftSection={<IconX size={18} aria-hidden />}
              onClick={() => save({ met: false }, 'missed')}
              loading={isSaving && pressed === 'missed'}
              disabled={isSaving && pressed !== 'missed'}
            >
              Missed goal
            </Button>
            <Button
              color="teal.9"
              leftSection={<IconCheck size={18} aria-hidden />}
              onClick={() => save({ met: true }, 'met')}
              loading={isSaving && pressed === 'met'}
              disabled={isSaving && pressed !== 'met'}
            >
              Met goal
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
