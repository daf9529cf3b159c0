import type { FastifyReply } from 'fastify';

/**
 * Sends a bare JSON string (contract §1: some routes answer one, such as an uploaded URL).
 * Fastify would send a returned string as text/plain without quotes, so it is encoded here.
 */
export function sendJsonString(reply: FastifyReply, value: string) {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(value));
}
