import { describe, expect, it } from 'vitest';
import { buildTheme, mantineColorOf } from './theme';

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
