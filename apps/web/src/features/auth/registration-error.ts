import type { Violation } from '@perkdesk/contracts';
import { isApiError } from '../../lib/api-error';

/**
 * Spec 1 §8: a 400 shows the first server violation; anything else is "Cannot register".
 * All violations come back too, so the form can mark every field the server refused.
 */
export function toRegistrationError(error: unknown): { message: string | null; violations: Violation[] } {
  if (isApiError(error) && error.status === 400 && error.body?.violations?.length) {
    return { message: error.body.violations[0]?.message ?? null, violations: error.body.violations };
  }
  return { message: null, violations: [] };
}
