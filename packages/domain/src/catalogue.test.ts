import { describe, expect, it } from 'vitest';
import {
  type CatalogueStatus,
  checkForcedLimits,
  duplicateOf,
  FORCED_MAX_MESSAGE,
  type GroupMember,
  groupSchedule,
  groupStatus,
  insideWindows,
  isAvailable,
  localWeekTime,
} from './catalogue';
import type { WeekWindow } from './schedule-split';

const member = (status: CatalogueStatus, patch: Partial<GroupMember> = {}): GroupMember => ({
  status,
  hideUntil: null,
  availableTime: [],
  ...patch,
});
const MON_9_17: WeekWindow = { day: 'MONDAY', fromTime: '09:00', toTime: '17:00' };
const TUE_9_17: WeekWindow = { day: 'TUESDAY', fromTime: '09:00', toTime: '17:00' };

describe('groupStatus', () => {
  it.each<[string, CatalogueStatus[], 'ACTIVE' | 'INACTIVE']>([
    ['no members', [], 'INACTIVE'],
    ['one active member', ['ACTIVE'], 'ACTIVE'],
    ['active among inactive', ['INACTIVE', 'ACTIVE'], 'ACTIVE'],
    ['all inactive', ['INACTIVE', 'INACTIVE'], 'INACTIVE'],
    ['only a deleted one was active', ['DELETED', 'INACTIVE'], 'INACTIVE'],
    ['only deleted members', ['DELETED'], 'INACTIVE'],
  ])('%s', (_name, statuses, expected) => {
    expect(groupStatus(statuses.map((status) => ({ status })))).toBe(expected);
  });
});

describe('groupSchedule', () => {
  const hide = '2026-12-01T10:00:00.000Z';
  it.each<[string, GroupMember[], boolean]>([
    ['no members', [], false],
    ['one member', [member('ACTIVE', { hideUntil: hide, availableTime: [MON_9_17] })], true],
    [
      'same values, windows in another order',
      [
        member('ACTIVE', { availableTime: [MON_9_17, TUE_9_17] }),
        member('INACTIVE', { availableTime: [TUE_9_17, MON_9_17] }),
      ],
      true,
    ],
    [
      'same instant in another offset',
      [member('ACTIVE', { hideUntil: hide }), member('ACTIVE', { hideUntil: '2026-12-01T05:00:00-05:00' })],
      true,
    ],
    ['different hideUntil', [member('ACTIVE', { hideUntil: hide }), member('ACTIVE')], false],
    ['different windows', [member('ACTIVE', { availableTime: [MON_9_17] }), member('ACTIVE')], false],
    [
      'null and empty windows are the same',
      [member('ACTIVE', { availableTime: null }), member('ACTIVE')],
      true,
    ],
    [
      'a deleted member does not count',
      [member('ACTIVE', { availableTime: [MON_9_17] }), member('DELETED')],
      true,
    ],
  ])('%s', (_name, members, synced) => {
    const schedule = groupSchedule(members);
    expect(schedule.isSyncedInGroup).toBe(synced);
    if (!synced) expect(schedule).toEqual({ hideUntil: null, availableTime: [], isSyncedInGroup: false });
  });

  it('shows the shared values when synced', () => {
    expect(groupSchedule([member('ACTIVE', { hideUntil: hide, availableTime: [MON_9_17] })])).toEqual({
      hideUntil: hide,
      availableTime: [MON_9_17],
      isSyncedInGroup: true,
    });
  });
});

describe('checkForcedLimits', () => {
  it.each<[number, number, string | null]>([
    [0, 0, null],
    [3, 0, null],
    [0, 1, null],
    [2, 2, null],
    [2, 5, null],
    [2, 1, FORCED_MAX_MESSAGE],
    [1, 0, null],
    [5, 4, FORCED_MAX_MESSAGE],
  ])('min %i max %i', (min, max, expected) => {
    expect(checkForcedLimits(min, max)).toBe(expected);
  });
});

describe('duplicateOf', () => {
  it('names the copy <name>_copy and drops id and images', () => {
    expect(duplicateOf({ id: '1', name: 'Latte', images: ['http://x/a.png'], price: 4.5 })).toEqual({
      name: 'Latte_copy',
      images: [],
      price: 4.5,
    });
  });
});

// 2026-11-23 is a Monday. 14:30Z is 09:30 in Toronto (EST) and 06:30 in Vancouver (PST).
const MONDAY_1430Z = new Date('2026-11-23T14:30:00Z');
// 2026-11-24T03:30Z is Monday 22:30 in Toronto and Monday 19:30 in Vancouver, Tuesday in UTC.
const LATE_MONDAY = new Date('2026-11-24T03:30:00Z');

describe('localWeekTime', () => {
  it.each<[Date, string, string, string]>([
    [MONDAY_1430Z, 'America/Toronto', 'MONDAY', '09:30'],
    [MONDAY_1430Z, 'America/Vancouver', 'MONDAY', '06:30'],
    [LATE_MONDAY, 'America/Toronto', 'MONDAY', '22:30'],
    [LATE_MONDAY, 'UTC', 'TUESDAY', '03:30'],
    [new Date('2026-11-23T05:00:00Z'), 'America/Toronto', 'MONDAY', '00:00'],
  ])('%s in %s', (instant, zone, day, time) => {
    expect(localWeekTime(instant, zone)).toEqual({ day, time });
  });
});

describe('insideWindows', () => {
  it.each<[string, WeekWindow[] | null, Date, string, boolean]>([
    ['empty means always', [], MONDAY_1430Z, 'America/Toronto', true],
    ['null means always', null, MONDAY_1430Z, 'America/Toronto', true],
    ['inside in Toronto', [MON_9_17], MONDAY_1430Z, 'America/Toronto', true],
    ['before opening in Vancouver', [MON_9_17], MONDAY_1430Z, 'America/Vancouver', false],
    ['another weekday', [TUE_9_17], MONDAY_1430Z, 'America/Toronto', false],
    [
      'toTime is inclusive',
      [{ day: 'MONDAY', fromTime: '08:00', toTime: '09:30' }],
      MONDAY_1430Z,
      'America/Toronto',
      true,
    ],
    [
      'fromTime is inclusive',
      [{ day: 'MONDAY', fromTime: '06:30', toTime: '07:00' }],
      MONDAY_1430Z,
      'America/Vancouver',
      true,
    ],
    [
      'local weekday, not UTC',
      [{ day: 'MONDAY', fromTime: '19:00', toTime: '23:59' }],
      LATE_MONDAY,
      'America/Vancouver',
      true,
    ],
  ])('%s', (_name, windows, instant, zone, expected) => {
    expect(insideWindows(windows, instant, zone)).toBe(expected);
  });
});

describe('isAvailable', () => {
  const toronto = { id: 's1', timeZone: 'America/Toronto' };
  const vancouver = { id: 's2', timeZone: 'America/Vancouver' };
  const product = {
    status: 'ACTIVE' as CatalogueStatus,
    storeIds: ['s1', 's2'],
    hideUntil: null as string | null,
    availableTime: [MON_9_17],
  };
  it.each<[string, Partial<typeof product> & { liveGroupCount?: number }, typeof toronto, boolean]>([
    ['active, in store and hours (Toronto)', {}, toronto, true],
    ['same instant is before hours in Vancouver', {}, vancouver, false],
    ['always, in Vancouver', { availableTime: [] }, vancouver, true],
    ['inactive', { status: 'INACTIVE' }, toronto, false],
    ['deleted', { status: 'DELETED' }, toronto, false],
    ['not sold in the store', { storeIds: ['s2'] }, toronto, false],
    ['hidden until later', { hideUntil: '2026-11-23T15:00:00Z' }, toronto, false],
    ['hidden until a past instant', { hideUntil: '2026-11-23T14:00:00Z' }, toronto, true],
    ['an add-on with a live group', { liveGroupCount: 1 }, toronto, true],
    ['an add-on without a live group', { liveGroupCount: 0 }, toronto, false],
  ])('%s', (_name, patch, store, expected) => {
    expect(isAvailable({ ...product, ...patch }, store, MONDAY_1430Z)).toBe(expected);
  });
});
