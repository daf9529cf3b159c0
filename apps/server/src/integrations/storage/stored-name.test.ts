import { describe, expect, it } from 'vitest';
import { objectKeyOf, storedName } from './stored-name';

const random = '0123456789abcdef0123456789abcdef';

describe('stored names', () => {
  it('prefix the owner, and map to an object key under the owner', () => {
    const name = storedName('17000000000001234567', `${random}.png`);
    expect(name).toBe(`17000000000001234567-${random}.png`);
    expect(objectKeyOf(name)).toBe(`17000000000001234567/${random}.png`);
    expect(objectKeyOf(storedName('42', `${random}-thumb.jpg`))).toBe(`42/${random}-thumb.jpg`);
  });

  it('keep flat names from before owners at the root', () => {
    expect(objectKeyOf(`${random}.png`)).toBe(`${random}.png`);
    expect(objectKeyOf(`${random}-thumb.jpg`)).toBe(`${random}-thumb.jpg`);
  });

  it('refuse anything else', () => {
    for (const name of [
      '',
      '.',
      '..',
      '../x.png',
      `42-../${random}.png`,
      `42-..${random}.png`,
      `42/${random}.png`,
      `42-${random}.png/`,
      `42-a/b.png`,
      `42-a\\b.png`,
      `4.2-${random}.png`,
      `-${random}.png`,
      `42-.${random}.png`,
      `42-${random}.png\0`,
      `42-${random}`,
      'secret.png',
    ]) {
      expect({ name, key: objectKeyOf(name) }).toEqual({ name, key: null });
    }
    expect(() => storedName('../42', `${random}.png`)).toThrow();
    expect(() => storedName('42', '../x.png')).toThrow();
  });
});
