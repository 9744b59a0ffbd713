import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { challengeTypes, defaultGoalConfig } from './challenge-types';
import { resolveGoalConfig } from './goal-config';

describe('resolveGoalConfig', () => {
  it("starts from the type's defaults (product-rules.md#challenge-types)", () => {
    expect(resolveGoalConfig('step_count', undefined)).toEqual({ target_steps: 30000, label: 'Daily Steps' });
    expect(resolveGoalConfig('sleep_early', {})).toEqual({ bedtime: '22:30' });
    expect(resolveGoalConfig('sugar_free', {})).toEqual({ type: 'sugar_free', label: 'Sugar-Free Day' });
    expect(resolveGoalConfig('exercise', {})).toEqual({});
  });

  it("takes the type's own settings from what was sent", () => {
    expect(resolveGoalConfig('step_count', { target_steps: 12000 })).toEqual({
      target_steps: 12000,
      label: 'Daily Steps',
    });
    expect(resolveGoalConfig('sleep_early', { bedtime: '21:45' })).toEqual({ bedtime: '21:45' });
  });

  it('keeps labels fixed and drops the settings of other types', () => {
    expect(resolveGoalConfig('sugar_free', { label: 'Cake Day', target_steps: 5000 })).toEqual({
      type: 'sugar_free',
      label: 'Sugar-Free Day',
    });
    expect(resolveGoalConfig('sleep_early', { target_steps: 5000 })).toEqual({ bedtime: '22:30' });
  });

  it('changes only what was sent when editing a stored config', () => {
    const stored = { target_steps: 12000, label: 'Daily Steps' };
    expect(resolveGoalConfig('step_count', {}, stored)).toEqual(stored);
    expect(resolveGoalConfig('step_count', { target_steps: 15000 }, stored)).toEqual({
      target_steps: 15000,
      label: 'Daily Steps',
    });
  });

  it('is always empty for custom challenges, and never has keys beyond its defaults', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...challengeTypes),
        fc.record(
          { bedtime: fc.string(), target_steps: fc.integer(), label: fc.string(), type: fc.string() },
          { requiredKeys: [] },
        ),
        (type, sent) => {
          const config = resolveGoalConfig(type, sent);
          if (type === 'custom') expect(config).toEqual({});
          expect(Object.keys(config).sort()).toEqual(Object.keys(defaultGoalConfig(type)).sort());
        },
      ),
    );
  });
});
