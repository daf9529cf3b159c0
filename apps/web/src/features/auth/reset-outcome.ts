import type { ResetTokenState } from '@perkdesk/contracts';
import { isApiError } from '../../lib/api-error';

type RefusedState = Exclude<ResetTokenState, 'VALID'>;

const REFUSAL_CODES: Record<string, RefusedState> = {
  RESET_TOKEN_INVALID: 'INVALID',
  RESET_TOKEN_EXPIRED: 'EXPIRED',
  RESET_TOKEN_USED: 'USED',
};

/**
 * A link can die between opening the page and submitting (it expires after an hour, or another
 * tab used it); the submit refusal then moves the page to that link state.
 */
export function refusedResetState(error: unknown): RefusedState | undefined {
  return isApiError(error) && error.code ? REFUSAL_CODES[error.code] : undefined;
}

/** The first violation of a refused new password, or undefined for any other failure. */
export function firstViolation(error: unknown): string | undefined {
  return isApiError(error) && error.status === 400 ? error.body?.violations?.[0]?.message : undefined;
}
