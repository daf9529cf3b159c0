import { describe, expect, it } from 'vitest';
import { dayKey } from '../model/calendar';
import { stepProblems } from './step-problems';
import { INITIAL_STATE, planDrafts, stepsFor, type WizardState } from './wizard-state';

const now = new Date(2026, 10, 20, 12, 0);
const holidayState: WizardState = {
  ...INITIAL_STATE,
  postType: 'holiday',
  storeId: 's1',
  holidays: [
    { date: '2026-12-25', name: 'Christmas Day', type: 'public' },
    { date: '2026-11-21', name: 'Tomorrow Day', type: 'observance' },
  ],
  timing: { onTheDay: true, beforeTheDay: true, beforeDays: 3, afterTheDay: true, afterDays: 1 },
  limit: 10,
};

describe('the post wizard plan', () => {
  it('takes the steps of the post type', () => {
    expect(stepsFor('holiday')).toEqual([
      'choose-post-type',
      'public-holidays',
      'existing-perks',
      'post-options',
      'ai-post-generator',
    ]);
    expect(stepsFor('store')).toContain('general-store-promotion');
    expect(stepsFor('perk')).not.toContain('public-holidays');
  });

  it('plans holiday posts before, on and after the day at 10:00, skipping past dates, up to the limit', () => {
    const drafts = planDrafts(holidayState, now);
    // Tomorrow's "3 days before" is already past.
    expect(drafts.map((draft) => [draft.holiday, draft.timing?.kind, dayKey(new Date(draft.at!))])).toEqual([
      ['Christmas Day', 'before', '2026-12-22'],
      ['Christmas Day', 'on', '2026-12-25'],
      ['Christmas Day', 'after', '2026-12-26'],
      ['Tomorrow Day', 'on', '2026-11-21'],
      ['Tomorrow Day', 'after', '2026-11-22'],
    ]);
    expect(new Date(drafts[0]!.at!).getHours()).toBe(10);
    expect(planDrafts({ ...holidayState, limit: 2 }, now)).toHaveLength(2);
  });

  it('plans a repeated series from the chosen date, and one post for now', () => {
    const series = planDrafts(
      {
        ...INITIAL_STATE,
        postType: 'perk',
        when: 'schedule',
        date: '2026-11-23T09:30',
        repeat: { kind: 'weekly', count: 3, every: 1, unit: 'days' },
      },
      now,
    );
    expect(series.map((draft) => dayKey(new Date(draft.at!)))).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
    ]);
    expect(planDrafts({ ...INITIAL_STATE, postType: 'store', when: 'now' }, now)).toEqual([
      expect.objectContaining({ at: null }),
    ]);
  });

  it('keeps the merchant on a step until it is complete', () => {
    expect(stepProblems('choose-post-type', INITIAL_STATE, now)).toEqual(['type', 'store']);
    expect(stepProblems('public-holidays', { ...holidayState, holidays: [] }, now)).toEqual(['holiday']);
    const options = { ...INITIAL_STATE, postType: 'perk' as const, when: 'schedule' as const };
    expect(stepProblems('post-options', { ...options, date: '2026-11-19T10:00' }, now)).toEqual([
      'platform',
      'past',
    ]);
    expect(
      stepProblems('post-options', { ...options, platforms: ['facebook'], date: '2026-11-21T10:00' }, now),
    ).toEqual([]);
  });
});
