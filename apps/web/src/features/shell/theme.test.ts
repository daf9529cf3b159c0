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
});
