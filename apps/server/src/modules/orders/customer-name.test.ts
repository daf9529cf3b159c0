import { describe, expect, it } from 'vitest';
import { customerNameOf } from './customer-name';

describe('customerNameOf', () => {
  it('prefers the profile name', () => {
    expect(customerNameOf({ name: 'Amy T.', firstName: 'Amélie', lastName: 'Tremblay' })).toBe('Amy T.');
  });

  it('joins first and last names when the profile has no name', () => {
    expect(customerNameOf({ name: null, firstName: 'Amélie', lastName: 'Tremblay' })).toBe('Amélie Tremblay');
    expect(customerNameOf({ name: '  ', firstName: 'Noah', lastName: null })).toBe('Noah');
  });

  it('is null when the account has no name at all', () => {
    expect(customerNameOf({ name: null, firstName: null, lastName: ' ' })).toBeNull();
  });
});
