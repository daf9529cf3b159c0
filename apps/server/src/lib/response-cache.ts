import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

// Measured on the 3 MB catalogue bodies of bench/catalogue.mjs: brotli 5 is ~20% smaller than 4
// for a millisecond more, gzip 6 (zlib's default) costs little more than 1; each runs once per
// body and encoding, on libuv's thread pool.
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;
/** Below this a body is always sent as is: compressing it would not pay for its headers. */
export const MIN_COMPRESSED_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** A kept body in a coding, on libuv's thread pool (made once per body and coding by its keepers). */
export function encodeBody(identity: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      })
    : gzipped(identity, { level: GZIP_LEVEL });
}

/** What a route hands the cache for one request. */
export interface CachedResponse {
  /**
   * Everything the body depends on besides the version and the instant: route, merchant or
   * store, audience, normalized query. Another merchant's request never has the same scope.
   * Null serves the body without keeping it.
   */
  scope: string | null;
  /** The catalogue version the request read, before anything else. */
  version: number;
  /** The request's instant (the app clock), in ms, for bodies that change by themselves; default 0. */
  now?: number;
  /** The route's 200 schema: a fresh body is checked (and stripped) by it, as Fastify would. */
  schema: ZodType;
  /** Builds the body at `now`; `validUntil` (ms, exclusive) when it changes by itself later. */
  build(): Promise<{ value: unknown; validUntil?: number | null }>;
}

interface Entry {
  scope: string;
  version: number;
  /** The body holds from the instant it was built at to `validUntil` (null: until the next write). */
  validFrom: number;
  validUntil: number | null;
  /** Quoted content hash; encoded bodies add `-br` / `-gzip` inside the quotes. */
  tag: string;
  identity: Buffer;
  encoded: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
  bytes: number;
}

/**
 * The client's preferred coding among those we make: brotli, then gzip, then none (RFC 9110
 * §12.5.3; `q=0` refuses a coding, `*` stands for the ones not named).
 */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/** Whether `If-None-Match` names this body in any coding (weak comparison, RFC 9110 §13.1.2). */
function notModified(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const bare = tag.slice(1, -1);
  return header.split(',').some((candidate) => {
    const value = candidate.trim().replace(/^W\//, '');
    return value === '*' || value.replace(/^"|"$/g, '').replace(/-(br|gzip)$/, '') === bare;
  });
}

/**
 * Serialized JSON bodies in process memory, with their brotli and gzip forms made on first demand,
 * bounded by bytes (least recently used go first). The truth stays in the database: an entry is
 * served only for the catalogue version the request has just read there and inside the instants
 * it holds for, so instances sharing a database never serve each other's stale bodies. A miss
 * builds once for all the requests waiting on it, and validates with the route's schema.
 */
export function createResponseCache(options: { maxBytes: number }) {
  const { maxBytes } = options;
  const entries = new Map<string, Entry>();
  const building = new Map<string, Promise<Entry>>();
  const stats = { hits: 0, misses: 0, bytes: 0 };

  const remove = (entry: Entry) => {
    if (entries.get(entry.scope) !== entry) return;
    entries.delete(entry.scope);
    stats.bytes -= entry.bytes;
  };
  const evict = () => {
    for (const entry of entries.values()) {
      if (stats.bytes <= maxBytes) break;
      remove(entry);
    }
  };
  const keep = (entry: Entry) => {
    const current = entries.get(entry.scope);
    // A request that read an older version may finish last: it never replaces a newer body.
    if (current && current.version > entry.version) return;
    if (current) remove(current);
    if (entry.bytes > maxBytes) return;
    entries.set(entry.scope, entry);
    stats.bytes += entry.bytes;
    evict();
  };
  const holds = (entry: Entry, spec: CachedResponse, now = spec.now ?? 0) =>
    entry.version === spec.version &&
    entry.validFrom <= now &&
    (entry.validUntil === null || now < entry.validUntil);

  const make = async (request: FastifyRequest, spec: CachedResponse, scope: string): Promise<Entry> => {
    const { value, validUntil = null } = await spec.build();
    const checked = spec.schema.safeParse(value);
    if (!checked.success)
      throw new ResponseSerializationError(request.method, request.url, { cause: checked.error });
    const identity = Buffer.from(JSON.stringify(checked.data));
    const hash = scope ? createHash('sha256').update(identity).digest('base64url').slice(0, 27) : '';
    return {
      scope,
      version: spec.version,
      validFrom: spec.now ?? 0,
      validUntil,
      tag: `"${hash}"`,
      identity,
      encoded: {},
      bytes: identity.length,
    };
  };

  /** The entry for this request: the kept one, the one being built, or a new one. */
  const entryFor = async (request: FastifyRequest, spec: CachedResponse, scope: string) => {
    const kept = entries.get(scope);
    if (kept && holds(kept, spec)) {
      // Most recently used last.
      entries.delete(scope);
      entries.set(scope, kept);
      stats.hits += 1;
      return kept;
    }
    const key = `${scope}\u0000${spec.version}`;
    const pending = building.get(key);
    if (pending) {
      const shared = await pending.catch(() => null);
      if (shared && holds(shared, spec)) {
        stats.hits += 1;
        return shared;
      }
    }
    stats.misses += 1;
    const made = make(request, spec, scope);
    building.set(key, made);
    try {
      const entry = await made;
      keep(entry);
      return entry;
    } finally {
      if (building.get(key) === made) building.delete(key);
    }
  };

  const encodedBody = (entry: Entry, encoding: 'br' | 'gzip'): Promise<Buffer> => {
    let body = entry.encoded[encoding];
    if (!body) {
      body = encodeBody(entry.identity, encoding);
      entry.encoded[encoding] = body;
      body.then(
        (buffer) => {
          entry.bytes += buffer.length;
          if (entries.get(entry.scope) === entry) {
            stats.bytes += buffer.length;
            evict();
          }
        },
        () => {
          delete entry.encoded[encoding];
        },
      );
    }
    return body;
  };

  return {
    /**
     * Answers the request with the body for `spec`: 304 when `If-None-Match` names it, otherwise
     * the bytes in the best coding the client accepts, with `Vary: Accept-Encoding`, a strong
     * `ETag` and `Cache-Control: private, no-cache` (clients revalidate every time).
     */
    async send(request: FastifyRequest, reply: FastifyReply, spec: CachedResponse): Promise<FastifyReply> {
      const scope = maxBytes > 0 ? spec.scope : null;
      if (scope === null) {
        // Not kept: the plain path, as an uncached route answers (no coding, no validator).
        const fresh = await make(request, spec, '');
        return reply.header('content-type', 'application/json; charset=utf-8').send(fresh.identity);
      }
      const entry = await entryFor(request, spec, scope);
      const encoding =
        entry.identity.length < MIN_COMPRESSED_BYTES
          ? 'identity'
          : pickEncoding(request.headers['accept-encoding']);
      const tag = encoding === 'identity' ? entry.tag : `${entry.tag.slice(0, -1)}-${encoding}"`;
      // Another plugin may already vary the answer (CORS varies on Origin): added to, not replaced.
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
      reply.header('etag', tag).header('cache-control', 'private, no-cache');
      if (notModified(request.headers['if-none-match'], entry.tag)) return reply.code(304).send();
      reply.header('content-type', 'application/json; charset=utf-8');
      if (encoding === 'identity') return reply.send(entry.identity);
      const body = await encodedBody(entry, encoding);
      return reply.header('content-encoding', encoding).send(body);
    },

    /** Entries, bytes held, hits and misses since start. */
    stats: () => ({ ...stats, entries: entries.size }),
  };
}
export type ResponseCache = ReturnType<typeof createResponseCache>;
