import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { buildTheme, cssVariablesResolver, mantineColorOf } from './theme';

describe('buildTheme', () => {
  it('takes the primary colour from the theme colour', () => {
    expect(buildTheme({ color: 'orange', radius: 'rounded' }).primaryColor).toBe('orange');
    expect(buildTheme({ color: 'purple', radius: 'rounded' }).primaryColor).toBe('violet');
  });

  it('maps flat to a zero radius and rounded to a visible one', () => {
    expect(buildTheme({ color: 'blue', radius: 'flat' }).defaultRadius).toBe(0);
    expect(buildTheme({ color: 'blue', radius: 'rounded' }).defaultRadius).toBe('md');
  });

  it('has a Mantine palette for every theme colour', () => {
    for (const color of ['blue', 'green', 'orange', 'purple', 'red'] as const) {
      expect(mantineColorOf(color)).toBeTruthy();
    }
  });
});

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

describe('theme contrast (WCAG AA, 4.5:1)', () => {
  it('keeps the orange used for filled buttons and text readable on white', () => {
    const orange = buildTheme({ color: 'orange', radius: 'rounded' }).colors?.orange ?? [];
    for (const shade of [6, 7, 8, 9])
      expect(contrast(orange[shade] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('dims text no further than 4.5:1 on the light and dark bodies', () => {
    const vars = cssVariablesResolver({} as never);
    expect(contrast(vars.light['--mantine-color-dimmed'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(vars.dark['--mantine-color-dimmed'] ?? '', '#242424')).toBeGreaterThanOrEqual(4.5);
  });

  it('writes every light variant (badges, light buttons) at 4.5:1 on its own tint', () => {
    const vars = cssVariablesResolver({} as never);
    const colors = { ...DEFAULT_THEME.colors, ...buildTheme({ color: 'orange', radius: 'rounded' }).colors };
    for (const [name, shades] of Object.entries(colors)) {
      const tone = vars.light[`--mantine-color-${name}-light-color`] ?? '';
      const text = tone.startsWith('var(') ? (shades?.[9] ?? '') : tone;
      // Shade 7 (the light primary shade) at 10 % on white.
      const tint = `#${[1, 3, 5]
        .map((at) => Number.parseInt(shades?.[7]?.slice(at, at + 2) ?? '', 16) * 0.1 + 255 * 0.9)
        .map((channel) => Math.round(channel).toString(16).padStart(2, '0'))
        .join('')}`;
      expect(contrast(text, tint), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('dims text no further than 4.5:1 on tinted and hover surfaces', () => {
    const vars = cssVariablesResolver({} as never);
    // A selected card: orange 7 at 10 % on white; red 7 at 10 % for a late order.
    for (const tint of ['#f6ece6', '#f7e9e9'])
      expect(contrast(vars.light['--mantine-color-dimmed'] ?? '', tint)).toBeGreaterThanOrEqual(4.5);
    // Dark: the hover grey (dark-5) and orange 4 at 15 % on the body.
    for (const surface of ['#3b3b3b', '#45382a'])
      expect(contrast(vars.dark['--mantine-color-dimmed'] ?? '', surface)).toBeGreaterThanOrEqual(4.5);
  });
});
