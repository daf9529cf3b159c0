import { t } from './i18n';
import { getSession, refreshSession } from './session';

export interface Violation {
  field: string;
  message: string;
}

/** A refusal in the contract's error shape (or NETWORK_ERROR when the server could not be reached). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly violations: Violation[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Sent as `Idempotency-Key` so a retried write is applied once. */
  idempotencyKey?: string;
  /** false never sends the customer's token (default: sent when signed in). */
  auth?: boolean;
  signal?: AbortSignal;
}

async function toApiError(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as Partial<{
      code: string;
      message: string;
      violations: Violation[];
    }>;
    if (typeof body.code === 'string' && typeof body.message === 'string') {
      return new ApiError(response.status, body.code, body.message, body.violations ?? []);
    }
  } catch {
    // Not the contract's shape: a proxy page or an empty body.
  }
  return new ApiError(response.status, 'HTTP_ERROR', t('common.error'));
}

async function send(path: string, options: ApiOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  try {
    return await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', t('common.network'));
  }
}

/**
 * Calls the API with JSON in and out. An expired access token is refreshed once (shared with
 * every other caller) and the request retried once; a failed refresh signs the customer out.
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const session = options.auth === false ? null : getSession();
  let response = await send(path, options, session?.accessToken ?? null);
  if (response.status === 401 && session) {
    const error = await toApiError(response.clone());
    if (error.code === 'TOKEN_EXPIRED') {
      const fresh = await refreshSession(session);
      if (!fresh) throw error;
      response = await send(path, options, fresh.accessToken);
    }
  }
  if (!response.ok) throw await toApiError(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
