import { describe, expect, it } from 'vitest';
import type { ChallengeSummary } from '#shared/challenges/challenges.types';
import { dashboardStage, greetingSubtext } from './greeting-subtext';

const one = [{ id: 'c1' } as ChallengeSummary];
const none: ChallengeSummary[] = [];

describe('the line under the greeting', () => {
  it('tells a person with no challenge at all what to do first, not to keep a streak', () => {
    const stage = dashboardStage({ active: none, upcoming: none, completed: none });
    expect(stage).toBe('newcomer');
    expect(greetingSubtext(stage, true)).toMatch(/no challenge yet.*today/);
    expect(greetingSubtext(stage, true)).not.toMatch(/streak/);
    // without templates there is nothing to start today: only creating is offered
    expect(greetingSubtext(stage, false)).not.toMatch(/today|below/);
  });

  it('keeps the streak line for someone with an active challenge, whatever else they have', () => {
    expect(dashboardStage({ active: one, upcoming: one, completed: one })).toBe('active');
    expect(greetingSubtext('active', true)).toBe('Every check-in counts. Keep your streak going.');
  });

  it('tells someone waiting for an upcoming challenge, or between challenges, where they stand', () => {
    expect(dashboardStage({ active: none, upcoming: one, completed: one })).toBe('upcoming');
    expect(dashboardStage({ active: none, upcoming: none, completed: one })).toBe('between');
    for (const stage of ['upcoming', 'between'] as const) {
      expect(greetingSubtext(stage, true)).not.toMatch(/streak/);
    }
  });
});
