import { request as httpRequest, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { errorBodySchema, UPLOAD_MESSAGES } from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../test/account-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

// Short bounds so that the test sees them act; production's are in SERVER_TIMEOUTS.
const TIMEOUTS = { requestTimeoutMs: 1500, headersTimeoutMs: 1000, checkIntervalMs: 200 };

let t: TestApp;
let port: number;
let customer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ deps: { serverTimeouts: TIMEOUTS } });
  customer = (await signedIn(t, 'USER')).headers;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** Writes raw bytes and collects what comes back until the server closes the socket. */
function raw(bytes: string | Buffer, keepOpen = false): Promise<{ text: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ text, ms: performance.now() - started }));
    socket.write(bytes);
    if (!keepOpen) socket.end();
  });
}

/** The status and contract-shaped body of a raw HTTP answer. */
function parsed(text: string) {
  const status = Number(text.slice(9, 12));
  const body = errorBodySchema.parse(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)));
  return { status, body };
}

function health(): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const call = httpRequest({ port, host: '127.0.0.1', path: '/api/health', agent: false }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

describe("the HTTP layer's refusals, in the contract's error shape", () => {
  it('a malformed request line is 400', async () => {
    const { text } = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(parsed(text)).toMatchObject({ status: 400, body: { status: 400, code: 'BAD_REQUEST' } });
  });

  it('headers over 16 KB are 431', async () => {
    const { text } = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(parsed(text)).toMatchObject({ status: 431, body: { status: 431, code: 'HEADERS_TOO_LARGE' } });
  });
});

describe('slow clients are cut after a bounded time', () => {
  it('a body that never finishes gets 408 and the socket is closed', async () => {
    const head =
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';
    const { text, ms } = await raw(`${head}{"username":`, true);
    expect(parsed(text)).toMatchObject({ status: 408, body: { code: 'REQUEST_TIMEOUT' } });
    expect(ms).toBeLessThan(TIMEOUTS.requestTimeoutMs + 2000);
  });

  it('slow-loris: 200 sockets trickling headers neither hold /api/health nor stay open', async () => {
    const sockets: Socket[] = [];
    let closed = 0;
    const timers: NodeJS.Timeout[] = [];
    for (let i = 0; i < 200; i++) {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => {});
      socket.on('close', () => {
        closed += 1;
      });
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
      timers.push(setInterval(() => socket.writable && socket.write('X-a: b\r\n'), 100));
      sockets.push(socket);
    }
    try {
      // Well under a second even on a loaded machine; a held server would answer after the cut, or never.
      const answers = [await health(), await health(), await health()];
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(1000);
      const deadline = performance.now() + TIMEOUTS.headersTimeoutMs + 3000;
      while (closed < sockets.length && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(closed).toBe(sockets.length);
      expect((await health()).status).toBe(200);
    } finally {
      for (const timer of timers) clearInterval(timer);
      for (const socket of sockets) socket.destroy();
    }
  });
});

describe('an upload over the limit is refused while it streams', () => {
  /** A multipart upload that sends `megabytes` of one file part and never ends the body. */
  function endlessUpload(megabytes: number, declaredLength?: number) {
    return new Promise<{ status: number; body: unknown; sentMb: number }>((resolve, reject) => {
      const boundary = 'perkdeskboundary';
      const headers: Record<string, string | number> = {
        ...customer,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      };
      if (declaredLength) headers['content-length'] = declaredLength;
      let sentMb = 0;
      const call = httpRequest(
        { port, host: '127.0.0.1', method: 'POST', path: '/api/upload/multi', headers, agent: false },
        (response: IncomingMessage) => {
          let text = '';
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(text), sentMb });
            call.destroy();
          });
        },
      );
      call.on('error', (error) => (sentMb > 0 ? undefined : reject(error)));
      call.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      );
      call.write(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
      const chunk = Buffer.alloc(1024 * 1024, 1);
      const send = () => {
        if (sentMb >= megabytes || call.destroyed) return;
        sentMb += 1;
        call.write(chunk, () => setTimeout(send, 5));
      };
      if (!declaredLength) send();
    });
  }

  it('a declared 400 MB body is refused before it is read', async () => {
    const answer = await endlessUpload(0, 400 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(errorBodySchema.parse(answer.body)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: UPLOAD_MESSAGES.requestTooLarge,
    });
  });

  it('a streamed file is refused once it passes 5 MB, while the client is still sending', async () => {
    const answer = await endlessUpload(400);
    expect(answer.status).toBe(413);
    expect(errorBodySchema.parse(answer.body)).toMatchObject({ message: UPLOAD_MESSAGES.fileTooLarge });
    expect(answer.sentMb).toBeLessThan(50);
  });
});
