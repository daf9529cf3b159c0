import { MAX_BUSINESS_LINES } from '@perkdesk/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en/business-profile.json';
import es from '../../../i18n/locales/es/business-profile.json';
import { BUSINESS_TYPES, findBusinessType } from './business-types';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('business category catalogue (spec 2 §3)', () => {
  it('has the thirteen main categories, ids 0–12 in the spec order', () => {
    expect(BUSINESS_TYPES.map((type) => [type.id, type.title])).toEqual([
      [0, 'Digital marketing'],
      [1, 'Food/Beverage'],
      [2, 'Clothing'],
      [3, 'Automotive'],
      [4, 'Beauty'],
      [5, 'Entertainment'],
      [6, 'Pet Store'],
      [7, 'Sports and Fitness'],
      [8, 'Toy Store'],
      [9, 'Studios'],
      [10, 'Retails'],
      [11, 'Pet Health Technology Service'],
      [12, 'German Bakery'],
    ]);
  });

  it.each(BUSINESS_TYPES.map((type) => [type.title, type] as const))(
    '%s: subcategory ids are unique and rising, titles are unique and fit the contract',
    (_, type) => {
      const ids = type.lines.map((line) => line.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(ids).size).toBe(ids.length);
      expect(new Set(type.lines.map((line) => line.title)).size).toBe(ids.length);
      // Contract §3: business lines are strings of 1–60 characters.
      for (const line of type.lines) expect(line.title.length).toBeGreaterThan(0);
      for (const line of type.lines) expect(line.title.length).toBeLessThanOrEqual(60);
      expect(type.lines.length).toBeGreaterThan(0);
    },
  );

  it('keeps the subcategory ids the spec gives', () => {
    const idsOf = (title: string) => findBusinessType(title)?.lines.map((line) => line.id);
    expect(idsOf('Pet Health Technology Service')).toEqual(range(0, 19));
    expect(idsOf('German Bakery')).toEqual([...range(0, 11), 14, ...range(17, 29)]);
    expect(idsOf('Food/Beverage')).toEqual(range(0, 10));
  });

  it('lists the subcategories the spec names, in its order', () => {
    const titlesOf = (title: string) => findBusinessType(title)?.lines.map((line) => line.title);
    expect(titlesOf('Food/Beverage')).toEqual([
      'Restaurant',
      'Hamburger',
      'Pizza',
      'Grill',
      'Seafood',
      'Coffee Shop',
      'Bar',
      'Bakery',
      'Ice Cream/Frozen Yogurt',
      'Shawarma',
      'German Bakery 1',
    ]);
    expect(titlesOf('Retails')).toEqual(['Game Shop', 'Gift Shop', 'Vape Shop', 'Cannabis Shop']);
    expect(titlesOf('Pet Health Technology Service')?.slice(0, 3)).toEqual([
      'Pet Healthcare',
      'Veterinary Technology',
      'Telemedicine',
    ]);
    expect(titlesOf('German Bakery')?.slice(0, 6)).toEqual([
      'Traditional German Bakery',
      'European Bakery',
      'Artisan Bread Making',
      'Pretzel Making',
      'Croissants',
      'Pumpernickel Bread',
    ]);
  });

  it('gives every entry an image and translation keys that are unique across the catalogue', () => {
    const lineKeys = BUSINESS_TYPES.flatMap((type) => type.lines.map((line) => line.key));
    expect(new Set(lineKeys).size).toBe(lineKeys.length);
    for (const type of BUSINESS_TYPES) {
      expect(type.icon).toBeTruthy();
      for (const line of type.lines) expect(line.icon).toBeTruthy();
    }
  });

  it('has English strings equal to the saved titles, and Spanish ones for each', () => {
    for (const type of BUSINESS_TYPES) {
      expect(en.catalogue.types[type.key]).toBe(type.title);
      expect(es.catalogue.types[type.key]).toBeTruthy();
      for (const line of type.lines) {
        expect(en.catalogue.lines[line.key]).toBe(line.title);
        expect(es.catalogue.lines[line.key]).toBeTruthy();
      }
    }
    const lineCount = BUSINESS_TYPES.reduce((sum, type) => sum + type.lines.length, 0);
    expect(Object.keys(en.catalogue.lines)).toHaveLength(lineCount);
    expect(Object.keys(en.catalogue.types)).toHaveLength(BUSINESS_TYPES.length);
  });

  it('finds a type by its saved title only', () => {
    expect(findBusinessType('Beauty')?.id).toBe(4);
    expect(findBusinessType('beauty')).toBeUndefined();
    expect(findBusinessType(null)).toBeUndefined();
  });

  it('lets a merchant pick every line of any type but German Bakery, which is capped', () => {
    const over = BUSINESS_TYPES.filter((type) => type.lines.length > MAX_BUSINESS_LINES);
    expect(over.map((type) => type.title)).toEqual(['German Bakery']);
  });
});
