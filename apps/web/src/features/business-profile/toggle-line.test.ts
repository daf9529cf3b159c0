import { describe, expect, it } from 'vitest';
import { toggleLine } from './toggle-line';

describe('toggleLine', () => {
  it('adds and removes a line', () => {
    expect(toggleLine(['Bar'], 'Pizza')).toEqual(['Bar', 'Pizza']);
    expect(toggleLine(['Bar', 'Pizza'], 'Bar')).toEqual(['Pizza']);
  });

  it('adds nothing past the maximum (20 by default), but still removes', () => {
    const full = Array.from({ length: 20 }, (_, i) => `Line ${i}`);
    expect(toggleLine(full, 'One more')).toEqual(full);
    expect(toggleLine(full, 'Line 3')).toHaveLength(19);
    expect(toggleLine(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
  });
});
