import { describe, expect, it } from 'vitest';
import {
  checkSchedule,
  defaultHideUntilLocal,
  fromLocalInput,
  hasPassed,
  initialScheduleState,
  scheduleResult,
  toLocalInput,
} from './schedule-form';

const windows = [{ day: 'MONDAY' as const, fromTime: '08:00', toTime: '18:00' }];

describe('schedule dialog state (spec 2 §4)', () => {
  it('reads a datetime-local value and writes it back as the same instant', () => {
    const iso = fromLocalInput('2026-03-14T09:30');
    expect(iso).not.toBeNull();
    expect(toLocalInput(iso)).toBe('2026-03-14T09:30');
    expect(new Date(iso!).getHours()).toBe(9);
  });

  it('treats empty or malformed dates as none', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2026-03-14')).toBeNull();
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('not a date')).toBe('');
  });

  it('opens with the toggle on only when the item has a hide-until date', () => {
    expect(initialScheduleState({ hideUntil: null, availableTime: windows })).toEqual({
      hidden: false,
      hideUntilLocal: '',
      availableTime: windows,
      isSyncedInGroup: false,
    });
    const hidden = initialScheduleState({
      hideUntil: '2026-05-01T12:00:00.000Z',
      availableTime: [],
      isSyncedInGroup: true,
    });
    expect(hidden.hidden).toBe(true);
    expect(hidden.isSyncedInGroup).toBe(true);
    expect(fromLocalInput(hidden.hideUntilLocal)).toBe('2026-05-01T12:00:00.000Z');
  });

  it('gives hideUntil null when the toggle is off, whatever date was typed', () => {
    const state = {
      hidden: false,
      hideUntilLocal: '2026-03-14T09:30',
      availableTime: windows,
      isSyncedInGroup: false,
    };
    expect(scheduleResult(state)).toEqual({
      hideUntil: null,
      availableTime: windows,
      isSyncedInGroup: false,
    });
    expect(checkSchedule(state)).toBeNull();
  });

  it('gives the instant when the toggle is on, and refuses the toggle without a date', () => {
    const on = { hidden: true, hideUntilLocal: '2026-03-14T09:30', availableTime: [], isSyncedInGroup: true };
    expect(scheduleResult(on)).toEqual({
      hideUntil: fromLocalInput('2026-03-14T09:30'),
      availableTime: [],
      isSyncedInGroup: true,
    });
    expect(checkSchedule({ ...on, hideUntilLocal: '' })).toBe('hideUntilRequired');
  });

  it('proposes the start of tomorrow, and knows a passed moment', () => {
    expect(defaultHideUntilLocal(new Date(2026, 0, 31, 15, 20))).toBe('2026-02-01T00:00');
    const now = new Date('2026-01-01T00:00:00Z');
    expect(hasPassed('2025-12-31T23:00:00Z', now)).toBe(true);
    expect(hasPassed('2026-01-02T00:00:00Z', now)).toBe(false);
    expect(hasPassed(null, now)).toBe(false);
  });
});
