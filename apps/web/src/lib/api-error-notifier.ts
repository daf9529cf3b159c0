import { ApiError } from './api-error';
import { notifyFailure, translate } from './api-notify';

// A legacy code whose message the back-office never shows (spec 1 §8).
const SILENT_CODE = '221';

/** The error catalogue of spec 1 §8, turned into failure toasts. */
export function notifyApiError(error: unknown): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  if (!(error instanceof ApiError)) {
    notifyFailure(internalError());
    return;
  }
  const { status, body } = error;
  // 401 has already sent the user to login; 403 and 404 are rejected without a word.
  if (status === 401 || status === 403 || status === 404) return;
  if (status === 503) {
    notifyFailure(
      translate('auth:apiErrors.serviceUnavailable', 'Service is unavailable. Please try again later'),
      translate('auth:apiErrors.title', 'Error'),
    );
    return;
  }
  if (body?.violations?.length) {
    for (const violation of body.violations) notifyFailure(violation.message);
    return;
  }
  if (body?.message) {
    if (String(body.code) !== SILENT_CODE) notifyFailure(body.message);
    return;
  }
  notifyFailure(internalError());
}

function internalError(): string {
  return translate('auth:apiErrors.internal', 'Server internal error.');
}
