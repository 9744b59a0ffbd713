import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { challengeCardLabel } from './challenge-card-label';

const english = setupI18n({ locale: 'en', messages: { en: {} } });
const dates = { startDate: '2026-03-01', endDate: '2026-03-14' };

describe('challenge card labels', () => {
  it('shows days left for active challenges, never below 0', () => {
    expect(challengeCardLabel(english, dates, '2026-03-01')).toBe('13 days left');
    expect(challengeCardLabel(english, dates, '2026-03-13')).toBe('1 day left');
    expect(challengeCardLabel(english, dates, '2026-03-14')).toBe('0 days left');
  });

  it('shows the start for upcoming and the time since the end for completed challenges', () => {
    expect(challengeCardLabel(english, dates, '2026-02-20')).toBe('Starts Mar 1');
    expect(challengeCardLabel(english, dates, '2026-03-15')).toBe('Ended 1 day ago');
    expect(challengeCardLabel(english, dates, '2026-03-24')).toBe('Ended 10 days ago');
  });
});
