import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_MESSAGES, type ErrorBody } from '@perkdesk/contracts';
import type { FastifyError, FastifyHttpOptions, FastifyReply } from 'fastify';
import { toErrorBody } from '../lib/error-body';
import { BODY_LIMIT_BYTES, MAX_HEADER_BYTES, MAX_PARAM_LENGTH } from '../lib/input-limits';

/** How long a client may take: the bounds that stop slow or silent clients from holding sockets. */
export interface ServerTimeouts {
  /** A whole request, headers and body: an upload of 10 MB on a slow line fits. */
  requestTimeoutMs: number;
  /** The request line and headers (slow-loris). */
  headersTimeoutMs: number;
  /** An idle keep-alive socket between requests. */
  keepAliveTimeoutMs: number;
  /** A socket with no traffic at all. */
  connectionTimeoutMs: number;
  /** How often Node looks for requests past their time: the cut comes at most this much late. */
  checkIntervalMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  requestTimeoutMs: 120_000,
  headersTimeoutMs: 20_000,
  keepAliveTimeoutMs: 10_000,
  connectionTimeoutMs: 120_000,
  checkIntervalMs: 2_000,
};

const REFUSALS: Record<string, { status: number; code: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: 'The request took too long to arrive.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    message: `Request headers must be at most ${MAX_HEADER_BYTES} bytes.`,
  },
};

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** The HTTP layer's refusals (malformed request, headers too large, too slow), in the contract's error shape. */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = (error.code && REFUSALS[error.code]) || {
    status: 400,
    code: 'BAD_REQUEST',
    message: ERROR_MESSAGES.BAD_REQUEST,
  };
  const body: ErrorBody = refusal;
  const text = JSON.stringify(body);
  // Past the point where a response has begun, nothing more can be said: just close.
  const current = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || current?.headersSent) {
    socket.destroy();
    return;
  }
  const head = `HTTP/1.1 ${body.status} ${REASONS[body.status]}\r\nConnection: close\r\n`;
  const type = 'Content-Type: application/json; charset=utf-8\r\n';
  socket.end(`${head}${type}Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`, () =>
    socket.destroy(),
  );
}

/** Fastify's server options for the limits above. */
export function serverLimitOptions(timeouts: ServerTimeouts) {
  return {
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: timeouts.requestTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    connectionTimeout: timeouts.connectionTimeoutMs,
    http: {
      headersTimeout: timeouts.headersTimeoutMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
      maxHeaderSize: MAX_HEADER_BYTES,
    },
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    clientErrorHandler: answerClientError,
    // A bad URL encoding or an over-long path parameter: the router's own refusals, in our shape.
    frameworkErrors: (error: FastifyError, _request: unknown, reply: FastifyReply) => {
      const { body } = toErrorBody(error);
      reply.status(body.status).send(body);
    },
  } satisfies Partial<FastifyHttpOptions<Server>>;
}
