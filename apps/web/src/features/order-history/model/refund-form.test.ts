import { describe, expect, it } from 'vitest';
import { canRefund, checkRefund, remainingOf } from './refund-form';

describe('remainingOf', () => {
  it('is the total less the refunds, in whole cents', () => {
    expect(remainingOf({ totalAmount: 10.17, refundedAmount: 0 })).toBe(10.17);
    expect(remainingOf({ totalAmount: 10.17, refundedAmount: 4.07 })).toBe(6.1);
    expect(remainingOf({ totalAmount: 0.3, refundedAmount: 0.1 })).toBe(0.2);
    expect(remainingOf({ totalAmount: 5, refundedAmount: 5 })).toBe(0);
  });
});

describe('canRefund', () => {
  it('takes completed orders with money left only', () => {
    expect(canRefund({ status: 'COMPLETED', totalAmount: 10, refundedAmount: 2 })).toBe(true);
    expect(canRefund({ status: 'COMPLETED', totalAmount: 0, refundedAmount: 0 })).toBe(false);
    expect(canRefund({ status: 'REFUNDED', totalAmount: 10, refundedAmount: 10 })).toBe(false);
    expect(canRefund({ status: 'PAID', totalAmount: 10, refundedAmount: 0 })).toBe(false);
  });
});

describe('checkRefund', () => {
  it('gives the body the contract parses', () => {
    expect(checkRefund(4.07, '  Cold coffee  ', 10.17)).toEqual({
      body: { amount: 4.07, reason: 'Cold coffee' },
    });
    expect(checkRefund(10.17, 'All of it', 10.17)).toEqual({ body: { amount: 10.17, reason: 'All of it' } });
  });

  it('refuses no amount, zero, more than remains, and a missing or long reason', () => {
    expect(checkRefund(null, 'x', 5)).toEqual({ problems: { amount: 'amountRequired' } });
    expect(checkRefund(0, 'x', 5)).toEqual({ problems: { amount: 'amountRequired' } });
    expect(checkRefund(5.01, 'x', 5)).toEqual({ problems: { amount: 'amountTooHigh' } });
    expect(checkRefund(1, '   ', 5)).toEqual({ problems: { reason: 'reasonRequired' } });
    expect(checkRefund(1, 'r'.repeat(501), 5)).toEqual({ problems: { reason: 'reasonTooLong' } });
    expect(checkRefund(6, '', 5)).toEqual({
      problems: { amount: 'amountTooHigh', reason: 'reasonRequired' },
    });
  });
});
