import { describe, expect, it } from 'vitest';
import { countryKey, normalisePlaceName, provinceKey } from './places';

describe('place keys', () => {
  it.each([
    ['Canada', 'CA'],
    ['ca', 'CA'],
    ['CAN', 'CA'],
    ['France', 'france'],
  ])('country %s → %s', (country, key) => expect(countryKey(country)).toBe(key));

  it.each([
    ['Canada', 'Ontario', 'ON'],
    ['CA', 'on', 'ON'],
    ['CA', 'Québec', 'QC'],
    ['CA', 'Quebec', 'QC'],
    ['CA', 'prince edward island', 'PE'],
    ['CA', 'Newfoundland', 'NL'],
    ['US', 'ON', 'on'],
    ['CA', 'Atlantis', 'atlantis'],
  ])('province %s/%s → %s', (country, province, key) => expect(provinceKey(country, province)).toBe(key));

  it('ignores case, accents, hyphens and spacing', () => {
    expect(normalisePlaceName('  Île-du-Prince-Édouard ')).toBe('ile du prince edouard');
  });
});
