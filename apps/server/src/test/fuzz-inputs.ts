/** Hostile requests for one operation of the OpenAPI document: what a fuzzer throws at a route. */

export interface FuzzRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  /** Sent as is: raw text lets a test send what JSON.stringify cannot (1e309, bad JSON). */
  payload?: string;
}

type Schema = {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
};

export interface Operation {
  method: string;
  path: string;
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

const NUL = '\u0000';
const HUGE = 'x'.repeat(100_000);
const UNICODE = 'Zalgo z̴̡̛a̶l̷g̸o 🍕 مرحبا \u202e\ufeff';

/** Values of the wrong kind, size or sense for any JSON field. */
const HOSTILE_VALUES: unknown[] = [
  `a${NUL}b`,
  HUGE,
  -1,
  '1e309',
  'NaN',
  [],
  { nested: { deeper: [1, 2, 3] } },
  UNICODE,
  null,
  true,
  Number.MAX_SAFE_INTEGER * 1000,
  [{}, [], ''],
];

/** Path segments a client should never send. */
const HOSTILE_SEGMENTS = [
  '%00',
  'a%00b',
  '-1',
  '1e309',
  'NaN',
  encodeURIComponent(UNICODE),
  'x'.repeat(300),
  '..%2F..%2Fetc%2Fpasswd',
  '%E0%A4%A',
  "1'%20OR%20'1'%3D'1",
  '9'.repeat(60),
  '%20',
];

/** A plausible value for a schema, so that one hostile field is what the route has to refuse. */
export function sample(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return 'x';
  if (schema.enum?.length) return schema.enum[0];
  const inner = schema.anyOf ?? schema.oneOf;
  if (inner?.length) return sample(inner[0], depth + 1);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, depth + 1)]),
      );
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      if (schema.pattern === '^\\d{20,}$') return '10000000000000000001';
      return 'x';
  }
}

function withQuery(url: string, query: string) {
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

const json = (method: string, url: string, body: unknown): FuzzRequest => ({
  method,
  url,
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(body),
});

/**
 * At least 20 hostile requests for the operation: broken path parameters, hostile queries,
 * wrong bodies as a whole and one hostile field at a time, odd content types and headers.
 */
export function hostileRequests(op: Operation, pathValue: (name: string, schema?: Schema) => string) {
  const method = op.method.toUpperCase();
  const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path');
  const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
  const fill = (override?: { name: string; value: string }) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      override?.name === name
        ? override.value
        : encodeURIComponent(pathValue(name, pathParams.find((p) => p.name === name)?.schema)),
    );
  const url = fill();
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const base = bodySchema ? sample(bodySchema) : undefined;
  const send = (target: string, body: unknown = base): FuzzRequest =>
    body === undefined ? { method, url: target } : json(method, target, body);
  const out: FuzzRequest[] = [];

  pathParams.forEach((param, index) => {
    const segments = HOSTILE_SEGMENTS.filter((_, i) => i % pathParams.length === index % pathParams.length);
    for (const value of pathParams.length === 1 ? HOSTILE_SEGMENTS : segments) {
      out.push(send(fill({ name: param.name, value })));
    }
  });
  queryParams.forEach((param, index) => {
    const values = ['%00', '1e309', '-1', 'NaN', 'x'.repeat(5000), encodeURIComponent(UNICODE), '', '[]'];
    for (const value of queryParams.length === 1 ? values : values.slice(index % 4, (index % 4) + 4)) {
      out.push(send(withQuery(url, `${param.name}=${value}`)));
    }
    out.push(send(withQuery(url, `${param.name}=1&${param.name}=2&${param.name}[a]=3`)));
  });

  if (bodySchema) {
    for (const body of [null, [], 'text', 0, {}, [base], { ...(base as object), extra: NUL }]) {
      out.push(json(method, url, body));
    }
    // One hostile field at a time, every field at least once (up to 24 tries, to stay bounded).
    const properties = Object.keys(bodySchema.properties ?? {});
    const tries = properties.length === 0 ? 0 : Math.min(24, Math.max(properties.length, 12));
    for (let k = 0; k < tries; k++) {
      const key = properties[k % properties.length] as string;
      const value = HOSTILE_VALUES[(k + Math.floor(k / properties.length)) % HOSTILE_VALUES.length];
      out.push(json(method, url, { ...(base as object), [key]: value }));
    }
    for (const key of properties.slice(0, 4)) {
      const raw = JSON.stringify({ ...(base as object), [key]: 0 }).replace(`"${key}":0`, `"${key}":1e309`);
      out.push({ method, url, headers: { 'content-type': 'application/json' }, payload: raw });
    }
    let deep: unknown = base;
    for (let level = 0; level < 60; level++) deep = { a: deep };
    out.push(json(method, url, deep));
    out.push(json(method, url, { wrapped: { a: { a: { a: { a: { a: { a: { a: { a: base } } } } } } } } }));
  }

  // Whatever the route: hostile extras every request can carry.
  const ambient: FuzzRequest[] = [
    send(withQuery(url, 'x=%00')),
    send(withQuery(url, 'pageNumber=1e309&pageSize=-1')),
    send(withQuery(url, 'pageNumber=NaN&pageSize=99999999999999999999')),
    send(withQuery(url, 'a[b][c][d]=1&a[b][c][e]=2')),
    send(withQuery(url, `q=${'y'.repeat(6000)}`)),
    send(withQuery(url, `u=${encodeURIComponent(UNICODE)}`)),
    send(withQuery(url, '__proto__[admin]=1&constructor[prototype][x]=1')),
    { method, url, headers: { 'content-type': 'application/json' }, payload: '{"a":' },
    { method, url, headers: { 'content-type': 'application/json' }, payload: '1e309' },
    { method, url, headers: { 'content-type': 'application/json' }, payload: `"${NUL}"` },
    {
      method,
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"isAdmin":true}}',
    },
    { method, url, headers: { 'content-type': 'text/plain' }, payload: 'hello' },
    {
      method,
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `a=%00&b=${'z'.repeat(3000)}`,
    },
    { method, url, headers: { 'content-type': 'multipart/form-data' }, payload: 'no boundary' },
    { method, url, headers: { 'content-type': 'application/json; charset=utf-16' }, payload: '{}' },
    {
      method,
      url,
      headers: { 'content-type': 'application/json' },
      payload: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
    },
    { method, url, headers: { 'idempotency-key': 'k'.repeat(5000) } },
    { method, url, headers: { accept: 'application/xml' } },
    { method, url: `${url}/%00` },
    { method, url: `${url}%00` },
  ];
  out.push(...ambient);
  return out;
}
