import { describe, expect, it } from 'vitest';
import { formToInput, ruleFormSchema } from './rule-form';

const values = {
  name: 'Downtown',
  distance: '5',
  price: '4.99',
  minAmount: '0',
  isDefaultStoreTax: true,
  taxConfigIds: ['1'],
  active: true,
};

describe('ruleFormSchema', () => {
  it('turns the typed text into the contract body', () => {
    const parsed = ruleFormSchema.parse(values);
    expect(formToInput(parsed)).toEqual({
      name: 'Downtown',
      distance: 5,
      price: 4.99,
      minAmount: 0,
      isDefaultStoreTax: true,
      taxConfigIds: [],
    });
  });

  it.each([
    ['distance', '', 'Distance must be more than 0 and at most 100 km.'],
    ['distance', '0', 'Distance must be more than 0 and at most 100 km.'],
    ['distance', '101', 'Distance must be more than 0 and at most 100 km.'],
    ['price', '', 'Amounts must be numbers of 0 or more.'],
    ['price', '1.234', 'Amounts may have at most 2 decimals'],
    ['name', 'ab', 'Name must be 3 to 35 characters.'],
  ])('refuses %s "%s" with the contract message', (field, text, message) => {
    const result = ruleFormSchema.safeParse({ ...values, [field]: text });
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('keeps the chosen taxes of a rule with its own taxes', () => {
    const parsed = ruleFormSchema.parse({ ...values, isDefaultStoreTax: false });
    expect(formToInput(parsed).taxConfigIds).toEqual(['1']);
  });
});
