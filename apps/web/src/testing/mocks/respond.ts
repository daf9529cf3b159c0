import { type ErrorBody, errorBodySchema } from '@perkdesk/contracts';
import { HttpResponse, type JsonBodyType } from 'msw';
import type { z } from 'zod';

/**
 * A JSON answer checked against the contract: typed by the schema's input and parsed before it
 * is sent (as written, so the app still does its own parsing); a bad sample fails its test.
 */
export function respond<Schema extends z.ZodType>(schema: Schema, body: z.input<Schema>, status = 200) {
  schema.parse(body);
  return HttpResponse.json(body as JsonBodyType, { status });
}

/** The contract's error body (§1) with its status. */
export function refuse(status: number, code: string, message: string, violations?: ErrorBody['violations']) {
  return respond(errorBodySchema, { status, code, message, ...(violations && { violations }) }, status);
}

export const notFound = () => refuse(404, 'NOT_FOUND', 'Not found.');
