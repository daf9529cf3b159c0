import { describe, expect, it } from 'vitest';
import { directionFor, nextMenuState, parseTheme, readPreferences, writePreference } from './preferences';
import { STORAGE_KEYS } from './storage-keys';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

describe('parseTheme', () => {
  it('defaults to light orange', () => {
    expect(parseTheme(null)).toEqual({ colorScheme: 'light', color: 'orange' });
  });

  it('reads the ten scheme.colour themes', () => {
    expect(parseTheme('dark.purple')).toEqual({ colorScheme: 'dark', color: 'purple' });
    expect(parseTheme('light.green')).toEqual({ colorScheme: 'light', color: 'green' });
  });

  it('falls back part by part on foreign values', () => {
    expect(parseTheme('dark.pink')).toEqual({ colorScheme: 'dark', color: 'orange' });
    expect(parseTheme('garbage')).toEqual({ colorScheme: 'light', color: 'orange' });
  });
});

describe('directionFor', () => {
  it('follows the locale when no direction is stored', () => {
    expect(directionFor(null, 'en-RTL')).toBe('rtl');
    expect(directionFor(null, 'es')).toBe('ltr');
  });

  it('lets a stored direction win', () => {
    expect(directionFor('rtl', 'en')).toBe('rtl');
    expect(directionFor('ltr', 'en-RTL')).toBe('ltr');
    expect(directionFor('sideways', 'en-RTL')).toBe('rtl');
  });
});

describe('readPreferences', () => {
  it('gives the documented defaults on empty storage', () => {
    expect(readPreferences(memoryStorage())).toEqual({
      colorScheme: 'light',
      color: 'orange',
      radius: 'rounded',
      locale: 'en',
      direction: 'ltr',
      orderBy: 'newest',
      menuState: 0,
    });
  });

  it('reads stored values back', () => {
    const storage = memoryStorage({
      [STORAGE_KEYS.theme]: 'dark.blue',
      [STORAGE_KEYS.radius]: 'flat',
      [STORAGE_KEYS.language]: 'en-RTL',
      [STORAGE_KEYS.orderBy]: 'oldest',
      [STORAGE_KEYS.menuState]: '2',
    });
    expect(readPreferences(storage)).toMatchObject({
      colorScheme: 'dark',
      color: 'blue',
      radius: 'flat',
      locale: 'en-RTL',
      direction: 'rtl',
      orderBy: 'oldest',
      menuState: 2,
    });
  });
});

describe('writePreference', () => {
  it('stores the theme as scheme.colour', () => {
    const storage = memoryStorage();
    writePreference({ kind: 'theme', colorScheme: 'dark', color: 'red' }, storage);
    expect(storage.map.get(STORAGE_KEYS.theme)).toBe('dark.red');
  });

  it('clears an explicit direction when the locale changes', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.direction]: 'ltr' });
    writePreference({ kind: 'locale', value: 'en-RTL' }, storage);
    expect(readPreferences(storage).direction).toBe('rtl');
  });
});

describe('nextMenuState', () => {
  it('cycles by click count modulo 4', () => {
    expect([0, 1, 2, 3].map((state) => nextMenuState(state as 0 | 1 | 2 | 3))).toEqual([1, 2, 3, 0]);
  });
});
