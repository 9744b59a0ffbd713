import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { upcomingFeatureName } from './upcoming-features';

describe('upcomingFeatureName', () => {
  it('names a listed feature in the shown language, and keeps any other name as given', () => {
    expect(upcomingFeatureName('Wearable Sync', i18n)).toBe('Wearable Sync');
    expect(upcomingFeatureName('Time Travel', i18n)).toBe('Time Travel');
  });
});
