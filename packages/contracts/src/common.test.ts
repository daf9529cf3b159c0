import { describe, expect, it } from 'vitest';
import { merchantRegistrationSchema } from './accounts';
import { dateSchema, emptyAsNull, idSchema, pageQuerySchema } from './common';
import { toViolations } from './errors';

describe('dateSchema', () => {
  it.each(['2024-02-29', '1990-12-31'])('accepts the calendar day %s', (value) => {
    expect(dateSchema.safeParse(value).success).toBe(true);
  });
  it.each(['2023-02-29', '2024-13-01', '9999-99-99', '24-01-01', '2024-1-1'])('refuses %s', (value) => {
    expect(dateSchema.safeParse(value).success).toBe(false);
  });
});

describe('emptyAsNull', () => {
  it('reads "" and blanks as null and checks anything else', () => {
    const schema = emptyAsNull(idSchema);
    expect(schema.parse('')).toBeNull();
    expect(schema.parse('  ')).toBeNull();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.safeParse('12').success).toBe(false);
  });
});

describe('pageQuerySchema', () => {
  it('defaults to the first page of 10 and refuses sizes out of 1–100', () => {
    expect(pageQuerySchema.parse({})).toEqual({ pageNumber: 0, pageSize: 10 });
    expect(pageQuerySchema.parse({ pageNumber: '2', pageSize: '100' })).toEqual({
      pageNumber: 2,
      pageSize: 100,
    });
    expect(pageQuerySchema.safeParse({ pageSize: '0' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ pageNumber: '-1' }).success).toBe(false);
  });
});

describe('registration violations', () => {
  it('report a mismatch alongside missing fields, and one violation per failed password rule', () => {
    const result = merchantRegistrationSchema.safeParse({ password: 'aaa', matchingPassword: 'b' });
    const violations = toViolations(result.error!.issues);
    expect(violations.filter((v) => v.field === 'password')).toHaveLength(2);
    expect(violations).toContainEqual({ field: 'matchingPassword', message: 'Passwords do not match.' });
    expect(violations).toContainEqual({ field: 'username', message: 'Username is required.' });
  });
});

describe('violation fields (contract §1 Error body)', () => {
  it('write array positions in brackets', async () => {
    const { fieldPath } = await import('./errors');
    expect(fieldPath(['item', 'addons', 1, 'quantity'])).toBe('item.addons[1].quantity');
    expect(fieldPath([0, 'name'])).toBe('[0].name');
    expect(fieldPath([])).toBe('');
  });
});
