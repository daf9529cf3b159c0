// Spec 2 §4 Recurrence: daily, weekly, monthly or custom (every n hours, days or weeks). The client
// creates one post per occurrence (contract §14); each later post's text gets a variant suffix.

export const REPEAT_KINDS = ['none', 'daily', 'weekly', 'monthly', 'custom'] as const;
export type RepeatKind = (typeof REPEAT_KINDS)[number];
export const CUSTOM_UNITS = ['hours', 'days', 'weeks'] as const;
export type CustomUnit = (typeof CUSTOM_UNITS)[number];

export const MAX_OCCURRENCES = 30;

export interface Repeat {
  kind: RepeatKind;
  /** How many posts in all, the first included. */
  count: number;
  /** For custom: every `every` `unit`. */
  every: number;
  unit: CustomUnit;
}

export const NO_REPEAT: Repeat = { kind: 'none', count: 1, every: 1, unit: 'days' };

function step(date: Date, repeat: Repeat, times: number): Date {
  const next = new Date(date);
  if (repeat.kind === 'daily') next.setDate(next.getDate() + times);
  else if (repeat.kind === 'weekly') next.setDate(next.getDate() + 7 * times);
  else if (repeat.kind === 'monthly') {
    // Jan 31 + 1 month is the last day of February, not March 3.
    const lastDay = new Date(date.getFullYear(), date.getMonth() + times + 1, 0).getDate();
    next.setDate(1);
    next.setMonth(date.getMonth() + times);
    next.setDate(Math.min(date.getDate(), lastDay));
  } else if (repeat.unit === 'hours') next.setHours(next.getHours() + repeat.every * times);
  else if (repeat.unit === 'days') next.setDate(next.getDate() + repeat.every * times);
  else next.setDate(next.getDate() + 7 * repeat.every * times);
  return next;
}

/** The dates of every occurrence, the first at `start`; one without a repeat. */
export function occurrences(start: Date, repeat: Repeat): Date[] {
  if (repeat.kind === 'none') return [start];
  const count = Math.min(MAX_OCCURRENCES, Math.max(1, Math.floor(repeat.count)));
  return Array.from({ length: count }, (_, index) => step(start, repeat, index));
}

/** The text of the occurrence at `index`: the first as written, later ones with " (n)" added. */
export function variantText(text: string, index: number): string {
  return index === 0 ? text : `${text} (${index + 1})`;
}
