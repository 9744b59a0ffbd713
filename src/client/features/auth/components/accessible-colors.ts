import type { CSSProperties } from 'react';

// The theme's default shade (blue.6, and gray.6 for "dimmed") stays under WCAG AA's 4.5:1 for body text on
// white, so the auth screen picks shades that pass in both colour schemes (Mantine sets `color-scheme`, so
// light-dark() follows the scheme).
export const mutedText = 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))';
export const successText = 'light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-4))';
export const linkText = 'light-dark(var(--mantine-color-blue-8), var(--mantine-color-blue-4))';
/** For filled buttons: white on blue.8 is 4.9:1. */
export const actionColor = 'blue.8';

/**
 * Field errors: Mantine's --mantine-color-error (red.6 on white, 3.3:1; red.8 on dark, 3:1) is too faint, so the
 * auth screen and its dialog redefine it for everything inside them.
 */
export const accessibleErrorColor = {
  '--mantine-color-error': 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))',
} as CSSProperties;
