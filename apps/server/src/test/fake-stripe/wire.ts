import { randomBytes } from 'node:crypto';

/** A Stripe error answer: thrown by a route, sent with its status. */
export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super('stripe failure');
  }
}

export const fakeId = (prefix: string) => `${prefix}_fake_${randomBytes(8).toString('hex')}`;

export const invalid = (message: string, param?: string) =>
  new StripeFailure(400, { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } });

export const missing = (kind: string, value: string) =>
  new StripeFailure(404, {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${kind}: '${value}'`,
    },
  });

/** `a[b][c]=v` form keys into nested objects, as Stripe reads them (arrays by index). */
export function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

export const integer = (value: unknown, param: string): number => {
  const number = Number(value);
  if (typeof value !== 'string' || !/^\d+$/.test(value) || !Number.isSafeInteger(number)) {
    throw invalid(`Invalid integer: ${String(value)}`, param);
  }
  return number;
};
