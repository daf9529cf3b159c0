import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColor,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import type { Preferences, ThemeColor } from '../../lib/preferences';

// Mantine has no "purple"; violet is the closest of its palettes.
const MANTINE_COLOR: Record<ThemeColor, MantineColor> = {
  blue: 'blue',
  green: 'green',
  orange: 'orange',
  purple: 'violet',
  red: 'red',
};

export function mantineColorOf(color: ThemeColor): MantineColor {
  return MANTINE_COLOR[color];
}

// Mantine's orange tops out at 4.3:1 on white; from shade 6 on these burnt oranges reach 4.5:1 with
// white text on them and as text on white or on the light variant's tint (WCAG AA).
const ORANGE: MantineColorsTuple = [
  ...(DEFAULT_THEME.colors.orange.slice(0, 6) as [string, string, string, string, string, string]),
  '#b84309',
  '#a63c08',
  '#95360a',
  '#82300a',
];

// Red at shades 6–7 gives 3.3–3.6:1 under white text (danger buttons); shade 9 and darker pass.
const RED: MantineColorsTuple = [
  ...(DEFAULT_THEME.colors.red.slice(0, 6) as [string, string, string, string, string, string]),
  '#c92a2a',
  '#b32525',
  '#a12020',
  '#8f1c1c',
];

// The light variant (badges, light buttons) writes shade 6 on a pale tint of it: 2–3:1 for most
// palettes. Shade 9 reaches 4.5:1 except for yellow, lime, green and teal (darker tones here); the
// burnt orange takes its shade 8, which stays above 5:1 on a tint laid over another (a light
// button in a red alert).
const DARKER_TEXT: Record<string, string> = {
  yellow: '#7a5200',
  lime: '#4a6b0a',
  green: '#1f6b2e',
  teal: '#0a6b4f',
  orange: ORANGE[8],
};
// The same tones for coloured text (`c="green"`).
const LIGHT_VARIANT_TEXT = Object.fromEntries(
  Object.keys(DEFAULT_THEME.colors).flatMap((color) => {
    const tone = DARKER_TEXT[color] ?? `var(--mantine-color-${color}-9)`;
    return [
      [`--mantine-color-${color}-light-color`, tone],
      [`--mantine-color-${color}-text`, tone],
    ];
  }),
);

/**
 * Dimmed text that keeps 4.5:1 on every surface it meets: white and grey-0, a selected card's or a
 * late order's tint; in dark the body, cards, hover grey (dark-5, drop zones) and the tints.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#62676e', ...LIGHT_VARIANT_TEXT },
  dark: { '--mantine-color-dimmed': '#aaaaaa' },
});

/** `closeLabel` names every close button (dialogs, notifications, alerts) that sets no name itself. */
export function buildTheme(
  preferences: Pick<Preferences, 'color' | 'radius'>,
  closeLabel = 'Close',
): MantineThemeOverride {
  return createTheme({
    primaryColor: mantineColorOf(preferences.color),
    colors: { orange: ORANGE, red: RED },
    // Orange and green at shade 6 are too light for white text; 7 keeps buttons readable.
    primaryShade: { light: 7, dark: 6 },
    defaultRadius: preferences.radius === 'flat' ? 0 : 'md',
    cursorType: 'pointer',
    fontFamily:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '650' },
    components: {
      Tooltip: { defaultProps: { withArrow: true, openDelay: 150 } },
      CloseButton: { defaultProps: { 'aria-label': closeLabel } },
      // A link must not stand out by its colour alone (WCAG 1.4.1): in dark the orange is close to
      // the surrounding text's lightness.
      Anchor: { defaultProps: { underline: 'always' } },
    },
  });
}
