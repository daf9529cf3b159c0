/**
 * A tiny JSON client for the public HTTP API, as a customer app would call it. A non-2xx answer
 * throws an ApiCallError carrying the contract's error body, so callers can react to its code.
 */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: { code?: string; message?: string } | null,
    readonly path: string,
  ) {
    super(`${path} → ${status} ${body?.code ?? ''} ${body?.message ?? ''}`.trim());
  }
}

export interface ApiClient {
  call<T>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<T>;
}

export function createApiClient(baseUrl: string): ApiClient {
  return {
    async call<T>(
      method: string,
      path: string,
      options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
    ): Promise<T> {
      const headers: Record<string, string> = { ...options.headers };
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const response = await fetch(new URL(path, baseUrl), {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const text = await response.text();
      const json = text ? JSON.parse(text) : null;
      if (!response.ok) throw new ApiCallError(response.status, json, `${method} ${path}`);
      return json as T;
    },
  };
}
