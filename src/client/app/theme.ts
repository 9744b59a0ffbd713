import { createTheme, type CSSVariablesResolver, Notification } from '@mantine/core';

// Shade 8 keeps white text on primary buttons above WCAG AA contrast (shade 6 is only 3.5:1).
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // under a title, a toast's message is drawn in grey 6 (3.3:1 on white); the dimmed shade keeps it readable
    Notification: Notification.extend({ styles: { description: { color: 'var(--mantine-color-dimmed)' } } }),
  },
});

// Mantine's default dimmed grey and error red are below 4.5:1 on white; darker shades keep text readable.
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7]!,
    '--mantine-color-error': t.colors.red[9]!,
    '--mantine-color-placeholder': t.colors.gray[7]!,
  },
  dark: {
    '--mantine-color-dimmed': t.colors.dark[1]!,
    '--mantine-color-error': t.colors.red[4]!,
    // Between the default (dark 3, 2.5:1 on an input's dark 6 background: too faint) and typed text (dark 0, 8.2:1):
    // 4.8:1 keeps a placeholder readable and still clearly dimmer than what the person typed.
    '--mantine-color-placeholder': '#9a9a9a',
  },
});
