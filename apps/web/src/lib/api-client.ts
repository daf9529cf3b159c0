import type { ZodType } from 'zod';
import { ApiError, parseErrorBody } from './api-error';
import { notifyApiError } from './api-error-notifier';
import { goToLogin } from './auth-navigation';
import { refreshSession } from './auth-refresh';
import { clearAuth, getAuth } from './auth-store';
import { takeLandingRead } from './landing-reads';

export { ApiError, isApiError } from './api-error';

export type ServiceName = 'core-deal-service' | 'merchant-dashboard' | 'stripe-payment-service';

export interface ApiRequestOptions<T = unknown> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON value, or FormData for multipart routes. */
  body?: unknown;
  serviceName?: ServiceName;
  /** Skip the error notifications of spec 1 §8 (the caller shows its own message). */
  silent?: boolean;
  signal?: AbortSignal;
  /** Parses the success body; a mismatch rejects like a server error. */
  schema?: ZodType<T>;
  /** Public routes (login, activation, reset): no bearer token, so a stale one cannot get in the way. */
  anonymous?: boolean;
  /** Lets the request outlive the page, for the logout that precedes a navigation. */
  keepalive?: boolean;
  /** The body as text, unparsed: a download such as the history's CSV. */
  raw?: boolean;
}

const LOGIN_API_PATH = '/api/login';

/** The app's only way to the server: bearer token, one refresh on 401, error catalogue as toasts. */
export async function apiFetch<T>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  try {
    return await execute(path, options, false);
  } catch (error) {
    if (!options.silent) notifyApiError(error);
    throw error;
  }
}

async function execute<T>(path: string, options: ApiRequestOptions<T>, retried: boolean): Promise<T> {
  const accessToken = options.anonymous ? undefined : getAuth()?.accessToken;
  const landed = sendsPlainGet(options, retried) ? takeLandingRead(path, accessToken) : undefined;
  const response = landed
    ? await landed.catch(() => send(path, options, accessToken))
    : await send(path, options, accessToken);
  const text = await response.text();
  if (response.status === 401) {
    const body = parseErrorBody(text);
    if (retried || path === LOGIN_API_PATH || !accessToken) throw expireSession(body);
    const outcome = await refreshSession(accessToken);
    if (outcome === 'denied') throw expireSession(body);
    if (outcome === 'unreachable') throw new ApiError(0, null, 'The session could not be refreshed');
    return execute(path, options, true);
  }
  if (!response.ok) throw new ApiError(response.status, parseErrorBody(text));
  return options.raw ? (text as T) : parseSuccess(text, response.status, options.schema);
}

/** A first GET with the default service name: what the landing script may have sent already. */
function sendsPlainGet(options: ApiRequestOptions<unknown>, retried: boolean): boolean {
  return !retried && (options.method ?? 'GET') === 'GET' && !options.anonymous && !options.serviceName;
}

async function send(
  path: string,
  options: Pick<ApiRequestOptions, 'method' | 'body' | 'serviceName' | 'signal' | 'keepalive'>,
  accessToken?: string,
) {
  const headers: Record<string, string> = { 'X-Service-Name': options.serviceName ?? 'core-deal-service' };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  let body: BodyInit | undefined;
  // The browser sets the multipart boundary itself, so FormData goes without a content type.
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  try {
    const { method = 'GET', signal, keepalive } = options;
    return await fetch(path, { method, headers, body, signal, keepalive });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, null, 'The server could not be reached');
  }
}

function parseSuccess<T>(text: string, status: number, schema?: ZodType<T>): T {
  let value: unknown;
  try {
    // Some routes answer a bare JSON number, boolean or string; an empty body means no value.
    value = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new ApiError(status, null, 'The answer was not JSON');
  }
  if (!schema) return value as T;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ApiError(status, null, 'The answer did not match the contract');
  return parsed.data;
}

/** Spec 1 §8: a 401 that a refresh cannot cure ends the session and returns to login. */
function expireSession(body: ApiError['body']): ApiError {
  sessionStorage.clear();
  clearAuth();
  goToLogin({ keepLocation: true });
  return new ApiError(401, body);
}
