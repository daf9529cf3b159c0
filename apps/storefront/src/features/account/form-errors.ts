import { ApiError } from '../../lib/api';

export interface FormErrors {
  fields: Record<string, string>;
  form: string | null;
}

/** Splits a refusal into per-field messages (the contract's violations) and one for the form. */
export function formErrors(error: unknown): FormErrors {
  if (error instanceof ApiError && error.violations.length > 0) {
    const fields: Record<string, string> = {};
    for (const v of error.violations) fields[v.field] ??= v.message;
    return { fields, form: null };
  }
  return { fields: {}, form: (error as Error).message };
}

export const noErrors: FormErrors = { fields: {}, form: null };

/** A storefront path to return to after signing in; anything else falls back to the store list. */
export function safeNext(next: string | null): string | null {
  return next?.startsWith('/') && !next.startsWith('//') ? next : null;
}
