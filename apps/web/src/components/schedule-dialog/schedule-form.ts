import type { TimeWindow } from '@perkdesk/contracts';

/** What the schedule dialog is opened with (a product's, add-on's or product group's schedule). */
export interface ScheduleValue {
  /** ISO-8601 instant, or null when the item is not hidden. */
  hideUntil: string | null;
  /** Store-local windows, already split at midnight; empty means always. */
  availableTime: readonly TimeWindow[];
  /** Groups only: whether the group's schedule is pushed to its products. */
  isSyncedInGroup?: boolean;
}

/** What a submit gives (spec 2 §3 Schedule result). */
export interface ScheduleResult {
  hideUntil: string | null;
  availableTime: TimeWindow[];
  isSyncedInGroup: boolean;
}

/** The dialog's editable state; `hideUntilLocal` is a `datetime-local` value (YYYY-MM-DDTHH:mm). */
export interface ScheduleFormState {
  hidden: boolean;
  hideUntilLocal: string;
  availableTime: TimeWindow[];
  isSyncedInGroup: boolean;
}

export type ScheduleProblem = 'hideUntilRequired';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the browser's local `datetime-local` value; "" when it is not a date. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (browser-local time) as an ISO instant; null when empty or invalid. */
export function fromLocalInput(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Turning "hide until" on without a date proposes the start of tomorrow. */
export function defaultHideUntilLocal(now: Date): string {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0);
  return toLocalInput(tomorrow.toISOString());
}

export function initialScheduleState(value: ScheduleValue): ScheduleFormState {
  return {
    hidden: value.hideUntil !== null && toLocalInput(value.hideUntil) !== '',
    hideUntilLocal: toLocalInput(value.hideUntil),
    availableTime: [...value.availableTime],
    isSyncedInGroup: value.isSyncedInGroup ?? false,
  };
}

/** Why the state cannot be submitted, if it cannot: hide-until on needs a date. */
export function checkSchedule(state: ScheduleFormState): ScheduleProblem | null {
  return state.hidden && fromLocalInput(state.hideUntilLocal) === null ? 'hideUntilRequired' : null;
}

/** The submit's result: hideUntil is null when the toggle is off (spec 2 §4). */
export function scheduleResult(state: ScheduleFormState): ScheduleResult {
  return {
    hideUntil: state.hidden ? fromLocalInput(state.hideUntilLocal) : null,
    availableTime: state.availableTime,
    isSyncedInGroup: state.isSyncedInGroup,
  };
}

/** Whether a hide-until moment has passed (the item is visible again). */
export function hasPassed(iso: string | null, now: Date): boolean {
  return iso !== null && new Date(iso).getTime() <= now.getTime();
}
