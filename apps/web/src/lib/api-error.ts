import type { ErrorBody } from '@perkdesk/contracts';

/**
 * Every rejection of `apiFetch`. `status` is 0 when no HTTP answer arrived (network failure) or
 * the answer could not be read; `body` is the contract's error body when the server sent one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, body: ErrorBody | null, message?: string) {
    super(message ?? body?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get code(): string | undefined {
    return this.body?.code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The error body when the answer is one; proxies and crashes can answer with anything. Checked by
 * hand rather than with the contract's zod schema: the api client loads with the login page, and
 * zod would more than double that page's script weight.
 */
export function parseErrorBody(text: string): ErrorBody | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const body = value as Partial<ErrorBody> | null;
  if (typeof body !== 'object' || body === null) return null;
  if (typeof body.status !== 'number' || typeof body.code !== 'string' || typeof body.message !== 'string') {
    return null;
  }
  const violations = Array.isArray(body.violations)
    ? body.violations.filter((v) => typeof v?.field === 'string' && typeof v?.message === 'string')
    : undefined;
  return {
    status: body.status,
    code: body.code,
    message: body.message,
    ...(violations ? { violations } : {}),
  };
}
