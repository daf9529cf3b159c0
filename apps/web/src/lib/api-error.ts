import { type ErrorBody, errorBodySchema } from '@perkdesk/contracts';

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

/** The error body when the answer is one; proxies and crashes can answer with anything. */
export function parseErrorBody(text: string): ErrorBody | null {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
