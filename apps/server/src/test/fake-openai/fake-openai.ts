import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

// A local OpenAI-compatible server for tests of the AI adapter through the official SDK
// (AI_BASE_URL points it here): chat completions and image generations, every request recorded.

export const FAKE_OPENAI_KEY = 'sk-fake-openai-key';
const DEFAULT_REPLY = 'Fresh croissants at Queen West this Sunday!';

export interface FakeOpenAiRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: Record<string, unknown>;
}

export interface FakeOpenAi {
  url: string;
  /** createTestApp env: the OpenAI adapter, pointed here, with named models. */
  env: Record<string, string>;
  requests: FakeOpenAiRequest[];
  /** What the next chat completions answer (default: a short post). */
  reply: string;
  /** How images come back: inline base64 (gpt-image style) or a URL to fetch (dall-e style). */
  imageMode: 'b64_json' | 'url' | 'not-an-image';
  /** The next `count` calls to `path` (such as `/v1/chat/completions`) answer `status`. */
  fail(path: string, status: number, count?: number): void;
  /** Forgets requests and pending failures, and answers as at start. */
  reset(): void;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  // A 256×256 picture: the server must still answer 1024×1024.
  const picture = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const failures: { path: string; status: number; remaining: number }[] = [];
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const raw = await readBody(request);
    if (request.method === 'GET' && path === '/files/picture.png') {
      response.writeHead(200, { 'content-type': 'image/png' });
      return response.end(picture);
    }
    const authorization = request.headers.authorization ?? null;
    fake.requests.push({
      method: request.method ?? 'GET',
      path,
      authorization,
      body: raw ? JSON.parse(raw) : {},
    });
    if (authorization !== `Bearer ${FAKE_OPENAI_KEY}`)
      return send(response, 401, {
        error: { message: 'Incorrect API key provided.', type: 'invalid_request_error' },
      });
    const failure = failures.find((f) => f.path === path && f.remaining > 0);
    if (failure) {
      failure.remaining--;
      return send(response, failure.status, {
        error: { message: 'The server had an error.', type: 'server_error' },
      });
    }
    if (request.method === 'POST' && path === '/v1/chat/completions') {
      return send(response, 200, {
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: 'fake',
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: fake.reply } }],
      });
    }
    if (request.method === 'POST' && path === '/v1/images/generations') {
      const image =
        fake.imageMode === 'url'
          ? { url: `${fake.url}/files/picture.png` }
          : {
              b64_json: (fake.imageMode === 'b64_json' ? picture : Buffer.from('not a picture')).toString(
                'base64',
              ),
            };
      return send(response, 200, { created: Math.floor(Date.now() / 1000), data: [image] });
    }
    return send(response, 404, { error: { message: `Unknown path ${path}`, type: 'invalid_request_error' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fake: FakeOpenAi = {
    url,
    env: {
      AI_API_KEY: FAKE_OPENAI_KEY,
      AI_BASE_URL: `${url}/v1`,
      AI_TEXT_MODEL: 'fake-text-model',
      AI_IMAGE_MODEL: 'fake-image-model',
    },
    requests: [],
    reply: DEFAULT_REPLY,
    imageMode: 'b64_json',
    fail(path, status, count = 1) {
      failures.push({ path, status, remaining: count });
    },
    reset() {
      fake.requests.length = 0;
      failures.length = 0;
      fake.reply = DEFAULT_REPLY;
      fake.imageMode = 'b64_json';
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}
