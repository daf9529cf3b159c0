import { describe, expect, it } from 'vitest';
import type { WeekWindow } from '../schedule-split';
import {
  type ApplicabilityContext,
  type ApplicabilityRefusal,
  applicabilityRefusal,
  applicablePromotions,
  couponPromotion,
  listablePromotions,
  listingRefusal,
  localDateOf,
  withinDates,
} from './applicability';
import type { Promotion } from './promotion';
import { context, NOON, promotion, STORE } from './testing';

const customer = (hasEarlierOrder: boolean, uses: Record<string, number> = {}) => ({
  hasEarlierOrder,
  usesByPromotion: new Map(Object.entries(uses)),
});
const available = (...ids: string[]) => new Set(ids);
const WEDNESDAY_MORNING: WeekWindow = { day: 'WEDNESDAY', fromTime: '08:00', toTime: '11:00' };
const WEDNESDAY_NOON: WeekWindow = { day: 'WEDNESDAY', fromTime: '11:30', toTime: '12:30' };

describe('applicabilityRefusal (contract §6 Applicability, rules 1–9 in order)', () => {
  it.each<[string, Partial<Promotion>, Partial<ApplicabilityContext>, ApplicabilityRefusal | null]>([
    ['an active public deal applies', {}, {}, null],
    ['1: inactive', { status: 'INACTIVE' }, {}, 'NOT_ACTIVE'],
    ['1: deleted', { status: 'DELETED' }, {}, 'NOT_ACTIVE'],
    ['1: not valid (a product was deleted)', { isValid: false }, {}, 'NOT_ACTIVE'],
    ['2: another store', { storeIds: ['store-qc'] }, {}, 'NOT_IN_STORE'],
    ['2: the store is not visible', {}, { store: { ...STORE, isVisible: false } }, 'NOT_IN_STORE'],
    ['3: starts tomorrow', { availableFrom: '2026-06-11' }, {}, 'OUTSIDE_DATES'],
    ['3: ended yesterday', { availableTo: '2026-06-09' }, {}, 'OUTSIDE_DATES'],
    ['3: ends today (the whole day counts)', { availableTo: '2026-06-10' }, {}, null],
    ['3: starts at an instant still ahead', { availableFrom: '2026-06-10T16:00:01Z' }, {}, 'OUTSIDE_DATES'],
    ['3: ends at this very instant', { availableTo: NOON }, {}, null],
    ['4: outside its hours', { availableTime: [WEDNESDAY_MORNING] }, {}, 'OUTSIDE_HOURS'],
    ['4: inside its hours', { availableTime: [WEDNESDAY_NOON] }, {}, null],
    ['4: punch cards have no hours', { type: 'PUNCH_CARD', availableTime: [WEDNESDAY_MORNING] }, {}, null],
    ['5: stock used up', { limitedStock: 0 }, {}, 'OUT_OF_STOCK'],
    ['5: one left', { limitedStock: 1 }, {}, null],
    [
      '6: new clients only, with an earlier order',
      { isNewClient: true },
      { customer: customer(true) },
      'NOT_NEW_CLIENT',
    ],
    ['6: new clients only, a new client', { isNewClient: true }, { customer: customer(false) }, null],
    ['6: new clients only, a visitor', { isNewClient: true }, {}, null],
    ['6: for everyone, with an earlier order', {}, { customer: customer(true) }, null],
    [
      '7: used as often as allowed',
      { maxRedeem: 2 },
      { customer: customer(false, { p: 2 }) },
      'MAX_REDEEMED',
    ],
    ['7: one use left', { maxRedeem: 2 }, { customer: customer(false, { p: 1 }) }, null],
    [
      '7: uses of another promotion do not count',
      { maxRedeem: 1 },
      { customer: customer(false, { q: 5 }) },
      null,
    ],
    [
      '8: hidden without the coupon',
      { isPublicAvailable: false, couponCode: 'SUMMER26' },
      {},
      'COUPON_REQUIRED',
    ],
    [
      '8: hidden with another coupon',
      { isPublicAvailable: false, couponCode: 'SUMMER26' },
      { couponCode: 'WINTER26' },
      'COUPON_REQUIRED',
    ],
    [
      '8: hidden with its coupon, in any case',
      { isPublicAvailable: false, couponCode: 'SUMMER26' },
      { couponCode: 'summer26' },
      null,
    ],
    [
      '9: a required group with no available product',
      { requiredProductList: [{ id: 'a' }, { id: 'b', groupIndex: 1 }], discountAmountCents: 100 },
      { availableProducts: available('a') },
      'PRODUCT_UNAVAILABLE',
    ],
    [
      '9: one available product per group is enough',
      {
        requiredProductList: [{ id: 'a' }, { id: 'a2' }, { id: 'b', groupIndex: 1 }],
        discountAmountCents: 100,
      },
      { availableProducts: available('a2', 'b') },
      null,
    ],
    [
      '9: the reward list with no available product',
      { requiredProductList: [{ id: 'a' }], rewardProductList: [{ id: 'cookie' }] },
      { availableProducts: available('a') },
      'PRODUCT_UNAVAILABLE',
    ],
    ['9: a cart deal names no product', { discountPercent: 10 }, { availableProducts: available() }, null],
    [
      'the first failed rule is named',
      { status: 'INACTIVE', limitedStock: 0, isPublicAvailable: false },
      {},
      'NOT_ACTIVE',
    ],
  ])('%s', (_name, patch, contextPatch, expected) => {
    expect(applicabilityRefusal(promotion({ id: 'p', ...patch }), context(contextPatch))).toBe(expected);
  });

  it('lists the applying promotions earliest created first', () => {
    const late = promotion({ id: 'late', createdAt: '2026-02-01T00:00:00Z', discountPercent: 5 });
    const early = promotion({ id: 'early', createdAt: '2026-01-01T00:00:00Z', discountPercent: 5 });
    const off = promotion({ id: 'off', status: 'INACTIVE', discountPercent: 5 });
    expect(applicablePromotions([late, off, early], context()).map((p) => p.id)).toEqual(['early', 'late']);
  });
});

describe('availability in the store zone across daylight-saving switches (America/Toronto)', () => {
  const SUNDAY_9_11: WeekWindow = { day: 'SUNDAY', fromTime: '09:00', toTime: '11:00' };
  const SUNDAY_1AM: WeekWindow = { day: 'SUNDAY', fromTime: '01:00', toTime: '01:59' };
  const SUNDAY_2AM: WeekWindow = { day: 'SUNDAY', fromTime: '02:00', toTime: '02:59' };
  it.each<[string, WeekWindow, string, boolean]>([
    ['a week before DST: 09:30 EST', SUNDAY_9_11, '2026-03-01T14:30:00Z', true],
    ['a week before DST: 11:30 EST', SUNDAY_9_11, '2026-03-01T16:30:00Z', false],
    ['the day DST starts: 09:30 EDT (08:30 at the old offset)', SUNDAY_9_11, '2026-03-08T13:30:00Z', true],
    ['the day DST starts: 11:30 EDT (10:30 at the old offset)', SUNDAY_9_11, '2026-03-08T15:30:00Z', false],
    ['the day DST starts: 08:59 EDT', SUNDAY_9_11, '2026-03-08T12:59:00Z', false],
    ['02:xx does not exist that night: 01:59 EST', SUNDAY_2AM, '2026-03-08T06:59:00Z', false],
    ['02:xx does not exist that night: 03:00 EDT', SUNDAY_2AM, '2026-03-08T07:00:00Z', false],
    ['DST ends: the first 01:30 (EDT)', SUNDAY_1AM, '2026-11-01T05:30:00Z', true],
    ['DST ends: the second 01:30 (EST)', SUNDAY_1AM, '2026-11-01T06:30:00Z', true],
    ['DST ends: 02:30 EST', SUNDAY_1AM, '2026-11-01T07:30:00Z', false],
  ])('%s → %s', (_name, window, at, inside) => {
    const deal = promotion({ id: 'p', discountPercent: 10, availableTime: [window] });
    const refusal = applicabilityRefusal(deal, context({ instant: new Date(at) }));
    expect(refusal).toBe(inside ? null : 'OUTSIDE_HOURS');
  });

  it.each<[string, Partial<Promotion>, string, boolean]>([
    [
      'to 2026-03-08 includes 23:59 EDT that day',
      { availableTo: '2026-03-08' },
      '2026-03-09T03:59:59Z',
      true,
    ],
    [
      'to 2026-03-08 excludes 00:00 EDT the next day',
      { availableTo: '2026-03-08' },
      '2026-03-09T04:00:00Z',
      false,
    ],
    [
      'from 2026-03-08 excludes 23:59 EST the day before',
      { availableFrom: '2026-03-08' },
      '2026-03-08T04:59:00Z',
      false,
    ],
    ['from 2026-03-08 includes 00:00 EST', { availableFrom: '2026-03-08' }, '2026-03-08T05:00:00Z', true],
    [
      'from 2026-11-01 excludes 23:59 EDT on Oct 31',
      { availableFrom: '2026-11-01' },
      '2026-11-01T03:59:00Z',
      false,
    ],
    ['from 2026-11-01 includes 00:00 EDT', { availableFrom: '2026-11-01' }, '2026-11-01T04:00:00Z', true],
    ['to 2026-11-01 includes 23:59 EST', { availableTo: '2026-11-01' }, '2026-11-02T04:59:00Z', true],
    [
      'to 2026-11-01 excludes 00:00 EST on Nov 2',
      { availableTo: '2026-11-01' },
      '2026-11-02T05:00:00Z',
      false,
    ],
    [
      'an instant bound with an offset',
      { availableFrom: '2026-03-08T03:00:00-04:00' },
      '2026-03-08T07:00:00Z',
      true,
    ],
  ])('%s', (_name, bounds, at, inside) => {
    const deal = promotion({ id: 'p', discountPercent: 10, ...bounds });
    expect(withinDates(deal, new Date(at), STORE.timeZone)).toBe(inside);
  });

  it('reads the calendar date in the store zone', () => {
    expect(localDateOf(new Date('2026-03-09T03:59:00Z'), 'America/Toronto')).toBe('2026-03-08');
    expect(localDateOf(new Date('2026-03-09T03:59:00Z'), 'America/Vancouver')).toBe('2026-03-08');
    expect(localDateOf(new Date('2026-03-09T03:59:00Z'), 'Europe/Paris')).toBe('2026-03-09');
  });
});

describe('listing (rules 1–3, 5–7, 9, public, displayTime)', () => {
  it.each<[string, Partial<Promotion>, ApplicabilityRefusal | null]>([
    ['public and always displayed', {}, null],
    ['outside its hours is still listed', { availableTime: [WEDNESDAY_MORNING] }, null],
    ['hidden deals are never listed', { isPublicAvailable: false, couponCode: 'SUMMER26' }, 'HIDDEN'],
    ['outside its display time', { displayTime: [WEDNESDAY_MORNING] }, 'OUTSIDE_DISPLAY_TIME'],
    ['inside its display time', { displayTime: [WEDNESDAY_NOON] }, null],
    ['out of stock', { limitedStock: 0 }, 'OUT_OF_STOCK'],
    [
      'a stock check after the hours (rule 5 is still checked)',
      { availableTime: [WEDNESDAY_MORNING], limitedStock: 0 },
      'OUT_OF_STOCK',
    ],
  ])('%s', (_name, patch, expected) => {
    expect(listingRefusal(promotion({ id: 'p', discountPercent: 10, ...patch }), context())).toBe(expected);
  });

  it('lists the listable ones earliest first', () => {
    const a = promotion({ id: 'a', discountPercent: 10 });
    const hidden = promotion({
      id: 'hidden',
      discountPercent: 10,
      isPublicAvailable: false,
      couponCode: 'HIDE1',
    });
    const b = promotion({ id: 'b', discountPercent: 10 });
    expect(listablePromotions([b, hidden, a], context()).map((p) => p.id)).toEqual(['a', 'b']);
  });
});

describe('couponPromotion (contract §6 Coupons, §8 COUPON_INVALID)', () => {
  const hidden = promotion({
    id: 'hidden',
    discountPercent: 10,
    isPublicAvailable: false,
    couponCode: 'Summer26',
  });
  const publicOne = promotion({ id: 'public', discountPercent: 5, couponCode: 'OPEN5' });
  const perk = promotion({
    id: 'perk',
    type: 'POINT_PERK',
    requiredProductList: [{ id: 'latte' }],
    rewardPoints: 100,
    isPublicAvailable: false,
    couponCode: 'POINTS2',
  });
  const card = promotion({ id: 'card', type: 'PUNCH_CARD', couponCode: 'PUNCH1' });
  const used = promotion({ id: 'used', discountPercent: 5, maxRedeem: 1, couponCode: 'ONCE1' });
  const all = [hidden, publicOne, perk, card, used];

  it.each<[string, string, Partial<ApplicabilityContext>, string | null]>([
    ['a hidden deal, any case', 'SUMMER26', {}, 'hidden'],
    ['a public deal matches too', 'open5', {}, 'public'],
    ['a hidden point perk', 'points2', {}, 'perk'],
    ['punch cards take no coupon', 'PUNCH1', {}, null],
    ['an unknown code', 'NOPE1', {}, null],
    ['rule 7 fails', 'ONCE1', { customer: customer(false, { used: 1 }) }, null],
    ['rule 2 fails', 'SUMMER26', { store: { ...STORE, id: 'store-qc' } }, null],
    ['rule 9 is not a coupon rule', 'SUMMER26', { availableProducts: available() }, 'hidden'],
  ])('%s', (_name, code, contextPatch, expected) => {
    expect(couponPromotion(all, code, context(contextPatch))?.id ?? null).toBe(expected);
  });
});
