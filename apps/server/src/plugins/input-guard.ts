import type { Violation } from '@perkdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { validationFailed } from '../lib/app-error';

export const NUL_MESSAGE = 'Must not contain a NUL character.';
/** A safety net under the contracts' own limits: no text field of ours is anywhere near it. */
export const MAX_INPUT_STRING = 20_000;
export const TOO_LONG_MESSAGE = `Must be at most ${MAX_INPUT_STRING} characters.`;
/** Deeper JSON is refused before any schema walks it. */
export const MAX_INPUT_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `Must be nested at most ${MAX_INPUT_DEPTH} levels deep.`;

function fieldName(path: (string | number)[]): string {
  return path.reduce<string>(
    (name, segment) =>
      typeof segment === 'number' ? `${name}[${segment}]` : name ? `${name}.${segment}` : segment,
    '',
  );
}

/** The first problem in a parsed input: a NUL anywhere (PostgreSQL refuses it), a huge string, too deep. */
export function inputViolation(value: unknown, path: (string | number)[] = []): Violation | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { field: fieldName(path), message: NUL_MESSAGE };
    if (value.length > MAX_INPUT_STRING) return { field: fieldName(path), message: TOO_LONG_MESSAGE };
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (path.length >= MAX_INPUT_DEPTH) return { field: fieldName(path), message: TOO_DEEP_MESSAGE };
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, inner] of entries) {
    const at = [...path, key];
    if (typeof key === 'string' && key.includes('\u0000'))
      return { field: fieldName(at), message: NUL_MESSAGE };
    const found = inputViolation(inner, at);
    if (found) return found;
  }
  return null;
}

/**
 * Every route's path parameters, query and parsed body are checked once, here, before their
 * schemas: a NUL byte (`\u0000`, `%00`) answers 400 instead of reaching the database.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const value of [request.params, request.query, request.body]) {
      const violation = inputViolation(value);
      if (violation) throw validationFailed([violation]);
    }
  });
}
