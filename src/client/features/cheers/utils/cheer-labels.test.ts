import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { cheerButtonLabel, cheeredByLabel, toggledCheers } from './cheer-labels';

describe('cheer labels', () => {
  it('names the newest cheerers and counts the rest', () => {
    expect(cheeredByLabel({ names: [], count: 0, cheeredByViewer: false }, i18n)).toBeNull();
    expect(cheeredByLabel({ names: ['Dee'], count: 1, cheeredByViewer: false }, i18n)).toBe('Cheered by Dee');
    expect(cheeredByLabel({ names: ['Dee', 'Cy'], count: 2, cheeredByViewer: false }, i18n)).toBe(
      'Cheered by Dee and Cy',
    );
    expect(cheeredByLabel({ names: ['Dee', 'Cy', 'Ben'], count: 3, cheeredByViewer: false }, i18n)).toBe(
      'Cheered by Dee, Cy and Ben',
    );
    expect(cheeredByLabel({ names: ['Dee', 'Cy', 'Ben'], count: 4, cheeredByViewer: false }, i18n)).toBe(
      'Cheered by Dee, Cy, Ben and 1 other',
    );
    expect(cheeredByLabel({ names: ['Dee', 'Cy', 'Ben'], count: 6, cheeredByViewer: false }, i18n)).toBe(
      'Cheered by Dee, Cy, Ben and 3 others',
    );
  });

  it("puts the viewer's own cheer first, as 'you'", () => {
    expect(cheeredByLabel({ names: [], count: 1, cheeredByViewer: true }, i18n)).toBe('Cheered by you');
    expect(cheeredByLabel({ names: ['Dee'], count: 2, cheeredByViewer: true }, i18n)).toBe(
      'Cheered by you and Dee',
    );
    expect(cheeredByLabel({ names: ['Dee', 'Cy', 'Ben'], count: 5, cheeredByViewer: true }, i18n)).toBe(
      'Cheered by you, Dee, Cy and 2 others',
    );
  });

  it('says whose check-in the button cheers', () => {
    expect(cheerButtonLabel('Ana', i18n)).toBe("Cheer Ana's check-in");
  });

  it('shows a cheer, or its taking back, at once', () => {
    const none = { count: 0, names: [], cheeredByViewer: false, canCheer: true };
    expect(toggledCheers(none)).toMatchObject({ count: 1, cheeredByViewer: true });
    expect(toggledCheers(toggledCheers(none))).toMatchObject({ count: 0, cheeredByViewer: false });
  });
});
