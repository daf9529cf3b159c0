import type { Holiday, SocialPlatform } from '@perkdesk/contracts';
import {
  DEFAULT_TIMING,
  type HolidayTiming,
  holidayPostDates,
  type TimingKind,
} from '../model/holiday-timing';
import { NO_REPEAT, occurrences, type Repeat } from '../model/recurrence';

// The social post wizard's state (spec 2 §3): it lives in the wizard's layout route, through its
// steps, and in session storage, so a trip to the checkout and back keeps it.

export const POST_TYPES = ['holiday', 'perk', 'store'] as const;
export type PostType = (typeof POST_TYPES)[number];
export const POST_THEMES = ['festive', 'friendly', 'professional', 'playful', 'elegant', 'minimal'] as const;
export type PostTheme = (typeof POST_THEMES)[number];
export const WHEN = ['now', 'schedule', 'auto'] as const;
export type When = (typeof WHEN)[number];

export const MAX_POSTS = 10;

export type WizardStep =
  | 'choose-post-type'
  | 'public-holidays'
  | 'existing-perks'
  | 'general-store-promotion'
  | 'post-options'
  | 'ai-post-generator';

export interface Draft {
  key: string;
  /** ISO instant, or null to publish at once / at the auto-schedule's next slot. */
  at: string | null;
  holiday: string | null;
  timing: { kind: TimingKind; days: number } | null;
  text: string;
  imageUrl: string | null;
}

export interface WizardState {
  postType: PostType | null;
  postTheme: PostTheme;
  storeId: string | null;
  holidays: Holiday[];
  timing: HolidayTiming;
  perkIds: string[];
  highlight: string;
  platforms: SocialPlatform[];
  when: When;
  /** datetime-local value (local time) of the first post when scheduled. */
  date: string;
  autoTitle: string;
  repeat: Repeat;
  limit: number;
  drafts: Draft[];
}

/** What every step screen gets: the state and a way to change it. */
export interface StepProps {
  state: WizardState;
  change: (patch: Partial<WizardState>) => void;
}

export const INITIAL_STATE: WizardState = {
  postType: null,
  postTheme: 'friendly',
  storeId: null,
  holidays: [],
  timing: DEFAULT_TIMING,
  perkIds: [],
  highlight: '',
  platforms: [],
  when: 'schedule',
  date: '',
  autoTitle: '',
  repeat: NO_REPEAT,
  limit: 3,
  drafts: [],
};

export function stepsFor(type: PostType | null): WizardStep[] {
  const middle: WizardStep[] =
    type === 'holiday'
      ? ['public-holidays', 'existing-perks']
      : type === 'perk'
        ? ['existing-perks']
        : type === 'store'
          ? ['general-store-promotion']
          : [];
  return ['choose-post-type', ...middle, 'post-options', 'ai-post-generator'];
}

/** A datetime-local value for `date` in local time (YYYY-MM-DDTHH:mm). */
export function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant a datetime-local value names, or null. */
export function fromLocalInput(value: string): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The posts the choices make, at most `limit`: holiday posts at their dates, else one post or a series. */
export function planDrafts(state: WizardState, now: Date): Draft[] {
  const planned: Omit<Draft, 'text' | 'imageUrl'>[] = [];
  if (state.postType === 'holiday') {
    for (const holiday of state.holidays)
      for (const entry of holidayPostDates(holiday.date, state.timing))
        if (entry.date.getTime() > now.getTime())
          planned.push({
            key: `${holiday.date}-${entry.kind}-${entry.days}`,
            at: entry.date.toISOString(),
            holiday: holiday.name,
            timing: { kind: entry.kind, days: entry.days },
          });
  } else if (state.when === 'schedule') {
    const first = fromLocalInput(state.date);
    if (first)
      occurrences(first, state.repeat).forEach((date, index) => {
        planned.push({ key: `occurrence-${index}`, at: date.toISOString(), holiday: null, timing: null });
      });
  } else planned.push({ key: 'single', at: null, holiday: null, timing: null });
  return planned.slice(0, Math.max(1, state.limit)).map((draft) => ({ ...draft, text: '', imageUrl: null }));
}

const STORAGE_KEY = 'perkdesk.social-post-wizard';

export function loadSaved(): WizardState {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? { ...INITIAL_STATE, ...(JSON.parse(raw) as Partial<WizardState>) } : INITIAL_STATE;
  } catch {
    return INITIAL_STATE;
  }
}

export function save(state: WizardState) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked: the wizard still works, it only forgets on reload.
  }
}

export function forget() {
  sessionStorage.removeItem(STORAGE_KEY);
}
