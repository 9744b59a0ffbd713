import { DEFAULT_THEME, luminance } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const contrastOnWhite = (color: string) => 1.05 / (luminance(color) + 0.05);

describe('the theme', () => {
  it('draws text of every colour (c="teal", c="orange"…) at WCAG AA contrast on white', () => {
    const light = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as typeof DEFAULT_THEME).light;
    for (const name of Object.keys(DEFAULT_THEME.colors)) {
      const text = light[`--mantine-color-${name}-text`];
      expect(text, name).toBeDefined();
      expect(contrastOnWhite(text!), `${name}: ${text}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
