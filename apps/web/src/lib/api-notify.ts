import { notifications } from '@mantine/notifications';
import type { AnyKey } from '../i18n/keys';
import { i18n } from '../i18n/store';

// Toast durations of spec 1 §9: success and warning 3 s, failure stays until dismissed.
const SHORT_TOAST_MS = 3000;

/** Translates outside React; the api client may run before i18n is ready (or in unit tests). */
export function translate(key: AnyKey, fallback: string): string {
  return i18n.isInitialized ? i18n.t(key, { defaultValue: fallback }) : fallback;
}

export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'green', title, message, autoClose: SHORT_TOAST_MS });
}

export function notifyWarning(message: string, title?: string): void {
  notifications.show({ color: 'yellow', title, message, autoClose: SHORT_TOAST_MS });
}

export function notifyFailure(message: string, title?: string): void {
  notifications.show({ color: 'red', title, message, autoClose: false });
}
