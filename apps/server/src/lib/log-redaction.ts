import type { FastifyRequest } from 'fastify';

const REDACTED = '[REDACTED]';

/** Paths whose last segment is a secret: e-mailed activation and reset tokens, a card's client secret. */
const SECRET_PATHS = [
  /^(\/api\/user\/active\/)[^/?]+/,
  /^(\/api\/user\/activation\/resend\/token\/)[^/?]+/,
  /^(\/api\/user\/password\/reset\/)[^/?]+/,
  /^(\/api\/testing-support\/payment-intent\/confirm\/)[^/?]+/,
];
/** Query parameters that carry credentials (the real-time socket's access token). */
const SECRET_PARAMS = /([?&](?:access_token|token|refresh_token)=)[^&#]*/gi;

/** The URL as logged: secrets in the path or the query replaced, the rest kept for debugging. */
export function redactUrl(url: string): string {
  let redacted = url.replace(SECRET_PARAMS, `$1${REDACTED}`);
  for (const path of SECRET_PATHS) redacted = redacted.replace(path, `$1${REDACTED}`);
  return redacted;
}

/** Fastify's request serializer, with the URL redacted: tokens never reach the logs. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
