import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { encodeBody, MIN_COMPRESSED_BYTES, pickEncoding } from './response-cache';

/**
 * What tells the cache of changes: every instance's order and store changes by merchant, and a
 * lost feed (changes may have been missed). modules/realtime's change feed is one.
 */
export interface AnswerFeed {
  /** Whether every change made by any instance reaches `subscribe`'s listener right now. */
  listening(): boolean;
  /** Starts hearing changes (the cache keeps nothing before). */
  listen(): void;
  subscribe(listener: { changed(merchantId: string): void; lost(): void }): void;
}

/**
 * How long an answer is believed without asking again: a bound on staleness should a change's
 * notice never arrive (its instance died between the commit and the NOTIFY), as the session check's.
 */
const BELIEVED_FOR_MS = 10_000;

/** A kept answer: its JSON bytes, and the encoded forms made so far (each made once). */
export interface Answer {
  body: Buffer;
  encoded: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

interface Slot {
  answers: Map<string, { answer: Answer; until: number }>;
  /** The epoch of the slot's last drop: an answer read before it is not kept. */
  since: number;
}

/**
 * The JSON answers of the orders screen's polled reads, per merchant (ADR 0015): the serialized
 * body kept under the merchant id of the verified session and a key naming the read and its
 * query, dropped on every change of that merchant's orders or stores heard from any instance,
 * and all of them when the feed is lost. A read that raced with a drop is not kept (`since`).
 * At most `maxMerchants` merchants, the least recently read leaving first.
 */
export function createAnswerCache(feed: AnswerFeed, options: { maxMerchants?: number } = {}) {
  const maxMerchants = options.maxMerchants ?? 1_000;
  const slots = new Map<string, Slot>();
  let epoch = 0;

  const drop = (merchantId: string) => {
    const slot = slots.get(merchantId);
    if (!slot) return;
    slot.answers.clear();
    slot.since = ++epoch;
  };
  const clear = () => {
    epoch++;
    slots.clear();
  };
  feed.subscribe({ changed: drop, lost: clear });

  /** The merchant's slot, made the most recently used. */
  const slotOf = (merchantId: string): Slot => {
    let slot = slots.get(merchantId);
    if (slot) slots.delete(merchantId);
    else slot = { answers: new Map(), since: ++epoch };
    slots.set(merchantId, slot);
    if (slots.size > maxMerchants) slots.delete(slots.keys().next().value as string);
    return slot;
  };

  return {
    /** The merchant's answer under `key`: kept, or built now (and kept while the feed is heard). */
    async answer(merchantId: string, key: string, build: () => Promise<Answer>): Promise<Answer> {
      if (!feed.listening()) {
        feed.listen();
        return build();
      }
      const slot = slotOf(merchantId);
      const kept = slot.answers.get(key);
      if (kept && kept.until > performance.now()) return kept.answer;
      const ticket = epoch;
      const answer = await build();
      if (feed.listening() && slots.get(merchantId) === slot && slot.since <= ticket)
        slot.answers.set(key, { answer, until: performance.now() + BELIEVED_FOR_MS });
      return answer;
    },
    /** After a change of the merchant's orders or stores committed on this instance. */
    drop,
    clear,
    /** Merchants with a slot (tests). */
    size: () => slots.size,
  };
}
export type AnswerCache = ReturnType<typeof createAnswerCache>;

/** The body Fastify's zod serializer would send for `value`. */
export function jsonAnswer(schema: ZodType, value: unknown): Answer {
  const checked = schema.safeParse(value);
  if (!checked.success) throw new Error('an answer does not match its schema', { cause: checked.error });
  return { body: Buffer.from(JSON.stringify(checked.data)), encoded: {} };
}

/**
 * Sends an answer in the coding the client prefers, encoded once per answer (as lib/response-cache
 * does its bodies) rather than by the compression plugin on every request.
 */
export async function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  reply.type('application/json; charset=utf-8');
  const encoding =
    answer.body.length < MIN_COMPRESSED_BYTES ? 'identity' : pickEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(answer.body);
  answer.encoded[encoding] ??= encodeBody(answer.body, encoding);
  const encoded = await answer.encoded[encoding];
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  return reply.header('content-encoding', encoding).send(encoded);
}
