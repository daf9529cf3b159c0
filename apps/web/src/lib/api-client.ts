// Placeholder: the accounts/web helper replaces this with the real client (spec 1 §8).
export type ServiceName = 'core-deal-service' | 'merchant-dashboard' | 'stripe-payment-service';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  serviceName?: ServiceName;
  /** Skip the error notifications of spec 1 §8 (the caller shows its own message). */
  silent?: boolean;
  signal?: AbortSignal;
}

export async function apiFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers: { 'content-type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return (await response.json()) as T;
}
