import { describe, expect, it } from 'vitest';
import {
  type ChallengeFormValues,
  emptyChallengeForm,
  toCreateInput,
  toUpdateInput,
} from './challenge-form-values';

const stored: ChallengeFormValues = {
  ...emptyChallengeForm,
  title: 'Step Up',
  description: 'Walk more every day.',
  startDate: '2026-03-01',
  endDate: '2026-03-14',
  challengeType: 'step_count',
  goalConfig: { bedtime: '22:30', target_steps: 12000 },
};

describe('toCreateInput', () => {
  it('sends only the goal settings of the chosen type', () => {
    expect(toCreateInput(stored).goalConfig).toEqual({ target_steps: 12000 });
    expect(toCreateInput({ ...stored, challengeType: 'sleep_early' }).goalConfig).toEqual({
      bedtime: '22:30',
    });
    expect(toCreateInput({ ...stored, challengeType: 'sugar_free' }).goalConfig).toEqual({});
  });
});

describe('toUpdateInput', () => {
  it('sends nothing when nothing changed', () => {
    expect(toUpdateInput(stored, stored)).toEqual({});
  });

  it('sends only the fields that changed', () => {
    expect(toUpdateInput({ ...stored, title: 'Step Up Together' }, stored)).toEqual({
      title: 'Step Up Together',
    });
    expect(
      toUpdateInput({ ...stored, goalConfig: { bedtime: '21:00', target_steps: 15000 } }, stored),
    ).toEqual({
      goalConfig: { target_steps: 15000 },
    });
  });

  it('never sends an unchanged start date (it is locked once active), but the end date with a new start', () => {
    expect(toUpdateInput({ ...stored, endDate: '2026-03-20' }, stored)).toEqual({ endDate: '2026-03-20' });
    expect(toUpdateInput({ ...stored, startDate: '2026-03-02' }, stored)).toEqual({
      startDate: '2026-03-02',
      endDate: '2026-03-14',
    });
  });
});
