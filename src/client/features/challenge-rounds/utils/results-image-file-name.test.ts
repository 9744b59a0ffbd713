import { describe, expect, it } from 'vitest';
import { resultsImageFileName } from './results-image-file-name';

describe('the results image file name', () => {
  it('is the challenge title in lowercase words joined by dashes', () => {
    expect(resultsImageFileName('Morning Walk Sprint')).toBe('morning-walk-sprint-results.png');
    expect(resultsImageFileName("  14-Day Sugar Detox - Mia's  ")).toBe(
      '14-day-sugar-detox-mia-s-results.png',
    );
  });

  it('keeps letters of any script and leaves out what a file system may refuse', () => {
    expect(resultsImageFileName('Café / Über: 走る?')).toBe('café-über-走る-results.png');
  });

  it('is cut to a readable length, and never empty', () => {
    expect(resultsImageFileName('a '.repeat(100))).toBe(`${'a-'.repeat(29)}a-results.png`);
    expect(resultsImageFileName('🏃‍♀️!!')).toBe('challenge-results.png');
  });
});
