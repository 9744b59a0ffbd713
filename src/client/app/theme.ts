import {
  createTheme,
  type CSSVariablesResolver,
  darken,
  defaultVariantColorsResolver,
  luminance,
  type MantineColorsTuple,
  type MantineThemeColors,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

// Mantine hovers a filled control in shade 9 with shade 8, a lighter colour: white text on teal 8 is 3.9:1, under
// WCAG AA. The darkest shade hovers darker still, so hovering never costs contrast.
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'filled') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  return parsed.isThemeColor && parsed.shade === 9 ? { ...colors, hover: darken(parsed.value, 0.1) } : colors;
};

// Shade 8 keeps white text on primary buttons above WCAG AA contrast (shade 6 is only 3.5:1).
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  variantColorResolver,
  // someone whose phone asks for less motion gets menus, dialogs and toasts that appear at once (WCAG 2.3.3)
  respectReducedMotion: true,
  components: {
    // under a title, a toast's message is drawn in grey 6 (3.3:1 on white); the dimmed shade keeps it readable. (A
    // plain object, not Notification.extend: importing the component would put it in the landing page's first
    // bundle, decision 050.)
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
  },
});

const contrastOnWhite = (color: string) => 1.05 / (luminance(color) + 0.05);

/**
 * `c="teal"` draws text in the primary shade (8): teal, green, orange and others are under 4.5:1 on white there
 * ('All done for today' in teal 8 was 3.9:1). Each colour's text takes the first of shade 8, shade 9 or shade 9
 * darkened in steps that reaches WCAG AA on white.
 */
function readableTextColors(colors: MantineThemeColors): Record<string, string> {
  const readable = ([name, shades]: [string, MantineColorsTuple]) => {
    const candidates = [
      shades[8],
      shades[9],
      ...[0.1, 0.2, 0.3, 0.4].map((amount) => darken(shades[9], amount)),
    ];
    return [`--mantine-color-${name}-text`, candidates.find((color) => contrastOnWhite(color) >= 4.5)!];
  };
  return Object.fromEntries(Object.entries(colors).map(readable));
}

// Mantine's default dimmed grey and error red are below 4.5:1 on white; darker shades keep text readable.
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    ...readableTextColors(t.colors),
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
