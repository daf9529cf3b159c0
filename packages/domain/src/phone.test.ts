import { describe, expect, it } from 'vitest';
import { formatPhoneForDisplay, isValidPhone, normaliseStorePhone } from './phone';

describe('isValidPhone', () => {
  it.each([
    ['+14165550199', true],
    ['14165550199', false],
    ['+1416555019', false],
    ['+141655501990', false],
    ['+1416555019a', false],
  ])('%s → %s', (phone, valid) => expect(isValidPhone(phone)).toBe(valid));
});

describe('normaliseStorePhone', () => {
  it.each([
    ['4165550199', '+14165550199'],
    ['14165550199', '+14165550199'],
    ['+14165550199', '+14165550199'],
    ['+447911123456', '+447911123456'],
  ])('%s → %s', (input, output) => expect(normaliseStorePhone(input)).toBe(output));
});

describe('formatPhoneForDisplay', () => {
  it.each([
    ['+14165550199', '+1 (416) 555-0199'],
    ['4165550199', '+1 (416) 555-0199'],
    ['+447911123456', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, output) => expect(formatPhoneForDisplay(input)).toBe(output));
});
