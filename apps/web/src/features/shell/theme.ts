import { createTheme, type MantineColor, type MantineThemeOverride } from '@mantine/core';
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

export function buildTheme(preferences: Pick<Preferences, 'color' | 'radius'>): MantineThemeOverride {
  return createTheme({
    primaryColor: mantineColorOf(preferences.color),
    // Orange and green at shade 6 are too light for white text; 7 keeps buttons readable.
    primaryShade: { light: 7, dark: 6 },
    defaultRadius: preferences.radius === 'flat' ? 0 : 'md',
    cursorType: 'pointer',
    fontFamily:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '650' },
    components: {
      Tooltip: { defaultProps: { withArrow: true, openDelay: 150 } },
    },
  });
}
