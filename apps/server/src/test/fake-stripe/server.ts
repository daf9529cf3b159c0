import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { FAKE_STRIPE_KEYS, type FakeRequest, type FakeRoute } from './model';
import { fakeId, parseForm, StripeFailure } from './wire';

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': fakeId('req') });
  response.end(JSON.stringify(body));
};

/** The next `remaining` answers to `method path` are lost (the connection drops after the work is done). */
export interface FakeFault {
  method: string;
  path: string;
  remaining: number;
}

/**
 * The HTTP side: form-encoded bodies, the secret key checked, every request recorded, and a POST
 * with an Idempotency-Key replayed per (account, key) — refused when its parameters differ.
 */
export function createFakeStripeServer(
  routes: FakeRoute[],
  requests: FakeRequest[],
  faults: FakeFault[] = [],
): Server {
  /** Replays by (account, key): the request's hash and the first answer. */
  const replays = new Map<string, { hash: string; status: number; body: unknown }>();

  return createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const raw = await readBody(request);
    const body = raw ? parseForm(raw) : Object.fromEntries(url.searchParams);
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' && value !== '' ? value : null;
    };
    const account = header('stripe-account');
    const idempotencyKey = header('idempotency-key');
    requests.push({ method: request.method ?? 'GET', path: url.pathname, account, idempotencyKey, body });
    const reply = (status: number, answer: unknown) => {
      const fault = faults.find(
        (f) => f.remaining > 0 && f.method === request.method && f.path === url.pathname,
      );
      if (!fault) return send(response, status, answer);
      // Done (or replayed), but the answer is lost on the way back: the caller cannot know.
      fault.remaining--;
      request.socket.destroy();
    };

    if (header('authorization') !== `Bearer ${FAKE_STRIPE_KEYS.secretKey}`) {
      return send(response, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
      });
    }
    const route = routes.find((r) => r.method === request.method && r.pattern.test(url.pathname));
    if (!route) {
      return send(response, 404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${request.method}: ${url.pathname}).`,
        },
      });
    }
    const replayKey =
      idempotencyKey && request.method === 'POST' ? `${account ?? ''}|${idempotencyKey}` : null;
    const hash = createHash('sha256').update(`${request.method} ${url.pathname} ${raw}`).digest('hex');
    if (replayKey) {
      const earlier = replays.get(replayKey);
      if (earlier && earlier.hash !== hash) {
        return send(response, 400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
          },
        });
      }
      if (earlier) return reply(earlier.status, earlier.body);
    }
    let status = 200;
    let answer: unknown;
    try {
      answer = route.handle(url.pathname.match(route.pattern) as RegExpMatchArray, body, account);
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      status = error.status;
      answer = error.body;
    }
    if (replayKey) replays.set(replayKey, { hash, status, body: answer });
    reply(status, answer);
  });
}
