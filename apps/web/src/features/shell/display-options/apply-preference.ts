import { type PreferenceChange, writePreference } from '../../../lib/preferences';

// Spec 1 §9: the page reloads 500 ms after a display option is picked, so the whole app
// (theme, direction, strings) restarts from the saved preferences.
export const RELOAD_DELAY_MS = 500;

export function applyPreference(change: PreferenceChange, close: () => void): void {
  writePreference(change);
  close();
  window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
}
