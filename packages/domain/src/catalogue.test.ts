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
  nextAvailabilityChange,
  nextOffsetChange,
  type Schedulable,
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

// 2026-11-23 is a Monday. 14:30Z is 09:30 in Toronto (EST) and 06:30 in Los Angeles (PST). Not
// Vancouver: British Columbia stays on UTC−7 from November 2026 (tzdata 2026c, which Node 22 carries).
const MONDAY_1430Z = new Date('2026-11-23T14:30:00Z');
// 2026-11-24T03:30Z is Monday 22:30 in Toronto and Monday 19:30 in Los Angeles, Tuesday in UTC.
const LATE_MONDAY = new Date('2026-11-24T03:30:00Z');

describe('localWeekTime', () => {
  it.each<[Date, string, string, string]>([
    [MONDAY_1430Z, 'America/Toronto', 'MONDAY', '09:30'],
    [MONDAY_1430Z, 'America/Los_Angeles', 'MONDAY', '06:30'],
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
    ['before opening in Los Angeles', [MON_9_17], MONDAY_1430Z, 'America/Los_Angeles', false],
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
      'America/Los_Angeles',
      true,
    ],
    [
      'local weekday, not UTC',
      [{ day: 'MONDAY', fromTime: '19:00', toTime: '23:59' }],
      LATE_MONDAY,
      'America/Los_Angeles',
      true,
    ],
  ])('%s', (_name, windows, instant, zone, expected) => {
    expect(insideWindows(windows, instant, zone)).toBe(expected);
  });
});

describe('isAvailable', () => {
  const toronto = { id: 's1', timeZone: 'America/Toronto' };
  const losAngeles = { id: 's2', timeZone: 'America/Los_Angeles' };
  const product = {
    status: 'ACTIVE' as CatalogueStatus,
    storeIds: ['s1', 's2'],
    hideUntil: null as string | null,
    availableTime: [MON_9_17],
  };
  it.each<[string, Partial<typeof product> & { liveGroupCount?: number }, typeof toronto, boolean]>([
    ['active, in store and hours (Toronto)', {}, toronto, true],
    ['same instant is before hours in Los Angeles', {}, losAngeles, false],
    ['always, in Los Angeles', { availableTime: [] }, losAngeles, true],
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

describe('nextAvailabilityChange', () => {
  const item = (patch: Partial<Schedulable> = {}): Schedulable => ({
    hideUntil: null,
    availableTime: [],
    ...patch,
  });
  const days = (fromTime: string, toTime: string) =>
    (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const).map((day) => ({
      day,
      fromTime,
      toTime,
    }));
  const EVENING: WeekWindow[] = [
    { day: 'MONDAY', fromTime: '22:00', toTime: '23:59' },
    { day: 'TUESDAY', fromTime: '00:00', toTime: '02:00' },
  ];
  const LUNCH: WeekWindow = { day: 'MONDAY', fromTime: '12:00', toTime: '13:00' };
  // Toronto switches to EDT on 2026-03-08 at 02:00 EST (07:00Z) and back to EST on 2026-11-01 at
  // 02:00 EDT (06:00Z), when 01:00–02:00 happens twice.
  const SPRING_NIGHT: WeekWindow = { day: 'SUNDAY', fromTime: '02:30', toTime: '03:30' };
  const AUTUMN_NIGHT: WeekWindow = { day: 'SUNDAY', fromTime: '01:30', toTime: '01:45' };
  const TORONTO = 'America/Toronto';

  it.each<[string, Schedulable[], string, string, string | null]>([
    ['nothing scheduled', [item(), item({ availableTime: null })], TORONTO, '2026-11-23T14:30:00Z', null],
    [
      'a past hideUntil',
      [item({ hideUntil: '2026-11-01T00:00:00Z' })],
      TORONTO,
      '2026-11-23T14:30:00Z',
      null,
    ],
    [
      'hideUntil at the instant is already past',
      [item({ hideUntil: new Date('2026-11-23T14:30:00Z') })],
      TORONTO,
      '2026-11-23T14:30:00Z',
      null,
    ],
    [
      'the earliest future hideUntil',
      [item({ hideUntil: '2026-11-24T00:00:00Z' }), item({ hideUntil: '2026-11-23T20:00:00.250Z' })],
      TORONTO,
      '2026-11-23T14:30:00Z',
      '2026-11-23T20:00:00.250Z',
    ],
    [
      'a window opens later today (08:15 → 09:00 EST)',
      [item({ availableTime: [MON_9_17] })],
      TORONTO,
      '2026-11-23T13:15:00Z',
      '2026-11-23T14:00:00.000Z',
    ],
    [
      'inside: it closes after the toTime minute (17:01)',
      [item({ availableTime: [MON_9_17] })],
      TORONTO,
      '2026-11-23T14:30:00Z',
      '2026-11-23T22:01:00.000Z',
    ],
    [
      'within the toTime minute',
      [item({ availableTime: [MON_9_17] })],
      TORONTO,
      '2026-11-23T22:00:30Z',
      '2026-11-23T22:01:00.000Z',
    ],
    [
      'closed for the week: next Monday 09:00',
      [item({ availableTime: [MON_9_17] })],
      TORONTO,
      '2026-11-23T23:00:00Z',
      '2026-11-30T14:00:00.000Z',
    ],
    [
      'the same instant in Los Angeles (06:30 PST → 09:00)',
      [item({ availableTime: [MON_9_17] })],
      'America/Los_Angeles',
      '2026-11-23T14:30:00Z',
      '2026-11-23T17:00:00.000Z',
    ],
    [
      'the earliest edge among items',
      [item({ availableTime: [MON_9_17] }), item({ availableTime: [LUNCH] })],
      TORONTO,
      '2026-11-23T14:30:00Z',
      '2026-11-23T17:00:00.000Z',
    ],
    [
      'hideUntil before the next edge',
      [item({ availableTime: [LUNCH] }), item({ hideUntil: '2026-11-23T15:00:00Z' })],
      TORONTO,
      '2026-11-23T14:30:00Z',
      '2026-11-23T15:00:00.000Z',
    ],
    [
      'past midnight, split in two: no edge at midnight (22:30 → 02:01)',
      [item({ availableTime: EVENING })],
      TORONTO,
      '2026-11-24T03:30:00Z',
      '2026-11-24T07:01:00.000Z',
    ],
    [
      'before the evening: it opens at 22:00',
      [item({ availableTime: EVENING })],
      TORONTO,
      '2026-11-23T14:30:00Z',
      '2026-11-24T03:00:00.000Z',
    ],
    [
      'Sunday night into Monday morning: no edge at the week’s end',
      [
        item({
          availableTime: [
            { day: 'SUNDAY', fromTime: '22:00', toTime: '23:59' },
            { day: 'MONDAY', fromTime: '00:00', toTime: '01:00' },
          ],
        }),
      ],
      TORONTO,
      '2026-11-23T04:00:00Z',
      '2026-11-23T06:01:00.000Z',
    ],
    [
      'every day all day never changes',
      [item({ availableTime: days('00:00', '23:59') })],
      TORONTO,
      '2026-11-23T14:30:00Z',
      null,
    ],
    [
      'every day 07:00–11:00, after closing: tomorrow 07:00',
      [item({ availableTime: days('07:00', '11:00') })],
      TORONTO,
      '2026-11-23T17:00:00Z',
      '2026-11-24T12:00:00.000Z',
    ],
    [
      'DST starts before a 02:30 opening: the switch comes first',
      [item({ availableTime: [SPRING_NIGHT] })],
      TORONTO,
      '2026-03-08T06:00:00Z',
      '2026-03-08T07:00:00.000Z',
    ],
    [
      'after the switch it is 03:00 EDT, inside: it closes at 03:31 EDT',
      [item({ availableTime: [SPRING_NIGHT] })],
      TORONTO,
      '2026-03-08T07:00:00Z',
      '2026-03-08T07:31:00.000Z',
    ],
    [
      'DST ends: the first 01:30 (EDT)',
      [item({ availableTime: [AUTUMN_NIGHT] })],
      TORONTO,
      '2026-11-01T05:00:00Z',
      '2026-11-01T05:30:00.000Z',
    ],
    [
      'DST ends: after the first 01:46 the switch comes first',
      [item({ availableTime: [AUTUMN_NIGHT] })],
      TORONTO,
      '2026-11-01T05:50:00Z',
      '2026-11-01T06:00:00.000Z',
    ],
    [
      'DST ends: the second 01:30 (EST)',
      [item({ availableTime: [AUTUMN_NIGHT] })],
      TORONTO,
      '2026-11-01T06:00:00Z',
      '2026-11-01T06:30:00.000Z',
    ],
  ])('%s', (_name, items, zone, instant, expected) => {
    expect(nextAvailabilityChange(items, zone, new Date(instant))?.toISOString() ?? null).toBe(expected);
  });

  // Whatever the schedule, nothing may change between the instant and the answer: checked minute
  // by minute over a week, across a daylight-saving switch.
  it.each<[string, WeekWindow[], string]>([
    [
      'evening past midnight, autumn switch',
      [...EVENING, AUTUMN_NIGHT, { day: 'SUNDAY', fromTime: '00:00', toTime: '01:10' }],
      '2026-10-29T12:00:00Z',
    ],
    ['breakfast every day, spring switch', [...days('07:00', '11:00'), SPRING_NIGHT], '2026-03-05T12:00:00Z'],
  ])('never late: %s', (_name, windows, start) => {
    const items = [item({ availableTime: windows }), item({ availableTime: [LUNCH, MON_9_17] })];
    const state = (at: number) =>
      items.map((i) => insideWindows(i.availableTime, new Date(at), TORONTO)).join();
    let at = new Date(start).getTime();
    const end = at + 7 * 24 * 3600_000;
    let changes = 0;
    while (at < end) {
      const next = nextAvailabilityChange(items, TORONTO, new Date(at))?.getTime();
      expect(next).toBeGreaterThan(at);
      const before = state(at);
      for (let t = at; t < (next as number); t += 60_000) expect(state(t)).toBe(before);
      at = next as number;
      changes += 1;
    }
    expect(changes).toBeGreaterThan(5);
  });
});

describe('nextOffsetChange', () => {
  it.each<[string, string, string, string, string | null]>([
    [
      'Toronto, spring',
      'America/Toronto',
      '2026-03-01T00:00:00Z',
      '2026-03-15T00:00:00Z',
      '2026-03-08T07:00:00.000Z',
    ],
    [
      'Toronto, autumn',
      'America/Toronto',
      '2026-10-30T00:00:00Z',
      '2026-11-06T00:00:00Z',
      '2026-11-01T06:00:00.000Z',
    ],
    ['not before `until`', 'America/Toronto', '2026-03-01T00:00:00Z', '2026-03-08T06:59:59Z', null],
    [
      'Sydney, autumn in April',
      'Australia/Sydney',
      '2026-04-01T00:00:00Z',
      '2026-04-10T00:00:00Z',
      '2026-04-04T16:00:00.000Z',
    ],
    ['Regina keeps its offset', 'America/Regina', '2026-03-01T00:00:00Z', '2026-03-15T00:00:00Z', null],
    ['UTC', 'UTC', '2026-03-01T00:00:00Z', '2026-12-01T00:00:00Z', null],
  ])('%s', (_name, zone, from, until, expected) => {
    expect(nextOffsetChange(zone, new Date(from), new Date(until))?.toISOString() ?? null).toBe(expected);
  });
});
