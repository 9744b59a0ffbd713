import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { defaultRulesText } from '#shared/challenges/default-rules';
import {
  type ChallengeFormValues,
  emptyChallengeForm,
  endDateAfterPickingStart,
  rulesAfterPickingType,
  toCreateInput,
  toUpdateInput,
} from './challenge-form-values';

const stored: ChallengeFormValues = {
  ...emptyChallengeForm(i18n),
  title: 'Step Up',
  description: 'Walk more every day.',
  startDate: '2026-03-01',
  endDate: '2026-03-14',
  challengeType: 'step_count',
  goalConfig: { ...emptyChallengeForm(i18n).goalConfig, bedtime: '22:30', target_steps: 12000 },
};
const readPages = { unit: 'pages', customUnit: '', target: 20, direction: 'at_least' } as const;

describe('toCreateInput', () => {
  it('sends only the goal settings of the chosen type', () => {
    expect(toCreateInput(stored).goalConfig).toEqual({ target_steps: 12000 });
    expect(toCreateInput({ ...stored, challengeType: 'sleep_early' }).goalConfig).toEqual({
      bedtime: '22:30',
    });
    expect(toCreateInput({ ...stored, challengeType: 'sugar_free' }).goalConfig).toEqual({});
  });

  it('sends an amount goal when one is chosen, for any type but step_count (decision 082)', () => {
    const reading = {
      ...stored,
      goalConfig: { ...stored.goalConfig, amount: readPages },
      countsAmount: true,
    };
    expect(toCreateInput({ ...reading, challengeType: 'custom' }).goalConfig).toEqual({
      amount: { unit: 'pages', customUnit: null, target: 20, direction: 'at_least' },
    });
    expect(toCreateInput(reading).goalConfig).toEqual({ target_steps: 12000 });
    const chapters = { ...readPages, unit: 'custom', customUnit: 'chapters', target: 1 } as const;
    expect(
      toCreateInput({
        ...reading,
        challengeType: 'custom',
        goalConfig: { ...reading.goalConfig, amount: chapters },
      }).goalConfig,
    ).toEqual({ amount: { ...chapters, customUnit: 'chapters' } });
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
      toUpdateInput(
        { ...stored, goalConfig: { ...stored.goalConfig, bedtime: '21:00', target_steps: 15000 } },
        stored,
      ),
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

describe('endDateAfterPickingStart', () => {
  it('proposes start + 13 days (a 14-day challenge) while no end is picked', () => {
    expect(endDateAfterPickingStart({ startDate: '', endDate: '' }, '2026-03-01')).toBe('2026-03-14');
  });

  it('moves the proposal with the start, but keeps an end the person chose after it', () => {
    const proposed = { startDate: '2026-03-01', endDate: '2026-03-14' };
    expect(endDateAfterPickingStart(proposed, '2026-03-05')).toBe('2026-03-18');
    const chosen = { startDate: '2026-03-01', endDate: '2026-03-20' };
    expect(endDateAfterPickingStart(chosen, '2026-03-05')).toBe('2026-03-20');
  });

  it('proposes again when the chosen end is no longer after the new start', () => {
    expect(endDateAfterPickingStart({ startDate: '2026-03-01', endDate: '2026-03-08' }, '2026-03-08')).toBe(
      '2026-03-21',
    );
  });

  it('leaves the end alone when the start is cleared', () => {
    expect(endDateAfterPickingStart({ startDate: '2026-03-01', endDate: '2026-03-14' }, '')).toBe(
      '2026-03-14',
    );
  });
});

describe('rulesAfterPickingType', () => {
  const sugarRules = emptyChallengeForm(i18n).rules;

  it('opens with the spec default rules on a Sugar Free challenge, so rules and type agree', () => {
    expect(emptyChallengeForm(i18n).challengeType).toBe('sugar_free');
    expect(sugarRules).toBe(
      'No added sugar in any form\nNatural sugars in whole fruits are allowed\nCheck in daily\nSupport other participants',
    );
  });

  it("replaces rules nobody wrote with the new type's, unasked", () => {
    const custom = rulesAfterPickingType(i18n, sugarRules, 'custom');
    expect(custom).toEqual({ rules: defaultRulesText(i18n, 'custom'), shouldOffer: false });
    expect(custom.rules).not.toMatch(/sugar/i);
    // another type's default, with stray blank lines, is still nobody's own text
    expect(rulesAfterPickingType(i18n, `${defaultRulesText(i18n, 'exercise')}\n\n`, 'sleep_early')).toEqual({
      rules: defaultRulesText(i18n, 'sleep_early'),
      shouldOffer: false,
    });
    expect(rulesAfterPickingType(i18n, '   ', 'step_count').rules).toBe(defaultRulesText(i18n, 'step_count'));
  });

  it("keeps rules the person wrote and offers the new type's instead", () => {
    const own = 'No phone at dinner\nCheck in daily';
    expect(rulesAfterPickingType(i18n, own, 'exercise')).toEqual({ rules: own, shouldOffer: true });
    expect(rulesAfterPickingType(i18n, `${sugarRules}\nNo honey either`, 'custom').shouldOffer).toBe(true);
  });

  it("has nothing to offer when the written rules already are the new type's", () => {
    expect(rulesAfterPickingType(i18n, defaultRulesText(i18n, 'exercise'), 'exercise')).toEqual({
      rules: defaultRulesText(i18n, 'exercise'),
      shouldOffer: false,
    });
  });
});
