import { errorBodySchema } from '@perkdesk/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { FAKE_OPENAI_KEY, type FakeOpenAi, startFakeOpenAi } from '../../test/fake-openai/fake-openai';
import { createTestApp, injectJson, TEST_PUBLIC_ORIGIN, type TestApp } from '../../test/test-app';

// The AI routes through the official openai SDK, against a local OpenAI-compatible server.

let fake: FakeOpenAi;
let t: TestApp;
let merchant: { headers: Record<string, string> };
beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({ env: fake.env });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(async () => {
  merchant = await signedIn(t);
  fake.reset();
});

const chat = (body: unknown) => injectJson(t.app, 'POST', '/api/ai/chat/completions', body, merchant.headers);
const image = (body: unknown) =>
  injectJson(t.app, 'POST', '/api/ai/images/generations', body, merchant.headers);
const messages = [
  { role: 'system', content: 'You write short social media posts.' },
  { role: 'user', content: 'Store: Queen West\nPerk: Free cookie' },
];

async function storedPicture(url: string) {
  expect(url.startsWith(`${TEST_PUBLIC_ORIGIN}/api/files/`)).toBe(true);
  const response = await t.app.inject({ url: new URL(url).pathname });
  expect(response.statusCode).toBe(200);
  return sharp(response.rawPayload).metadata();
}

describe('text', () => {
  it('sends the messages to the text model with temperature 0.9 and the key, and answers the reply', async () => {
    const response = await chat({ messages, max_tokens: 120 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      choices: [{ message: { role: 'assistant', content: 'Fresh croissants at Queen West this Sunday!' } }],
    });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      path: '/v1/chat/completions',
      authorization: `Bearer ${FAKE_OPENAI_KEY}`,
      body: { model: 'fake-text-model', temperature: 0.9, max_tokens: 120, messages },
    });
  });

  it('passes a temperature the client chose', async () => {
    expect((await chat({ messages, temperature: 0.2 })).statusCode).toBe(200);
    expect(fake.requests[0]?.body.temperature).toBe(0.2);
    expect(fake.requests[0]?.body).not.toHaveProperty('max_tokens');
  });

  it('cuts a long reply to at most 200 characters at a word', async () => {
    fake.reply = `${'Our brand new seasonal menu is here '.repeat(10)}and more.`;
    const content: string = (await chat({ messages })).json().choices[0].message.content;
    expect(content.length).toBeLessThanOrEqual(200);
    expect(content.endsWith('…')).toBe(true);
    expect(content.startsWith('Our brand new seasonal menu is here Our brand')).toBe(true);
  });

  it('answers 502 PROVIDER_ERROR when the provider fails, without its internals', async () => {
    fake.fail('/v1/chat/completions', 500, 5);
    const response = await chat({ messages });
    expect(response.statusCode).toBe(502);
    const body = errorBodySchema.parse(response.json());
    expect(body).toMatchObject({ status: 502, code: 'PROVIDER_ERROR' });
    expect(body.message).not.toContain('server had an error');
  });

  it('answers 502 when the provider refuses the key', async () => {
    fake.fail('/v1/chat/completions', 401);
    expect((await chat({ messages })).statusCode).toBe(502);
    // A refusal is not retried.
    expect(fake.requests).toHaveLength(1);
  });

  it('refuses a bad body with 400 without calling the provider', async () => {
    expect((await chat({ messages: [{ role: 'user', content: 'x'.repeat(4001) }] })).statusCode).toBe(400);
    expect((await chat({ messages, max_tokens: 501 })).statusCode).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('images', () => {
  it('asks the image model for 1024×1024 HD vivid with no text, and stores a 1024×1024 PNG (base64 answer)', async () => {
    const response = await image({
      prompt: 'A cozy café at Christmas',
      size: '1024x1024',
      quality: 'hd',
      style: 'vivid',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]?.body ?? {};
    expect(sent).toMatchObject({
      model: 'fake-image-model',
      size: '1024x1024',
      quality: 'hd',
      style: 'vivid',
      n: 1,
    });
    expect(sent.prompt).toContain('A cozy café at Christmas');
    expect(sent.prompt).toContain('no text in the image');
    const meta = await storedPicture(response.json().data[0].url);
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1024, 1024]);
  });

  it('fetches a picture the provider answers by URL', async () => {
    fake.imageMode = 'url';
    const response = await image({ prompt: 'A beach bar' });
    expect(response.statusCode, response.body).toBe(200);
    const meta = await storedPicture(response.json().data[0].url);
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1024, 1024]);
  });

  it('answers 502 when the provider fails or sends something that is not a picture', async () => {
    fake.fail('/v1/images/generations', 500, 5);
    const failed = await image({ prompt: 'A beach bar' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'PROVIDER_ERROR' });

    fake.imageMode = 'not-an-image';
    const garbage = await image({ prompt: 'A beach bar' });
    expect(garbage.statusCode).toBe(502);
    expect(garbage.json()).toMatchObject({ code: 'PROVIDER_ERROR' });
  });

  it('refuses a bad body with 400 without calling the provider', async () => {
    expect((await image({ prompt: 'cat', size: '256x256' })).statusCode).toBe(400);
    expect((await image({ prompt: '' })).statusCode).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });
});
