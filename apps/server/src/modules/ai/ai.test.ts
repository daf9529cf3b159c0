import {
  AI_MESSAGES,
  aiChatResponseSchema,
  aiImageResponseSchema,
  errorBodySchema,
} from '@perkdesk/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, signedIn } from '../../test/account-fixtures';
import { createTestApp, injectJson, TEST_PUBLIC_ORIGIN, type TestApp } from '../../test/test-app';

// The AI routes on the offline composer (no AI_API_KEY): text, images, input checks, the budget.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Caller = { headers: Record<string, string> };
const chat = (caller: Caller, body: unknown) =>
  injectJson(t.app, 'POST', '/api/ai/chat/completions', body, caller.headers);
const image = (caller: Caller, body: unknown) =>
  injectJson(t.app, 'POST', '/api/ai/images/generations', body, caller.headers);
const user = (content: string) => ({ messages: [{ role: 'user', content }] });
const wizardPrompt = [
  'Write a social media post for my store.',
  'Post type: Holiday',
  'Theme: cozy winter',
  'Holiday: Christmas Day',
  'Perk: 2-for-1 Lattes',
  'Store: Queen West Café',
].join('\n');

/** The picture behind an answered URL, read back through GET /api/files/{name}. */
async function picture(url: string) {
  expect(url.startsWith(`${TEST_PUBLIC_ORIGIN}/api/files/`)).toBe(true);
  const response = await t.app.inject({ url: new URL(url).pathname });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
  return response.rawPayload;
}

describe('offline composer', () => {
  it('writes a post of at most 200 characters naming the store, perk and holiday, the same for the same messages', async () => {
    const merchant = await signedIn(t);
    const first = await chat(merchant, {
      messages: [
        { role: 'system', content: 'You write posts.' },
        { role: 'user', content: wizardPrompt },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    const content = aiChatResponseSchema.parse(first.json()).choices[0]?.message.content ?? '';
    expect(content.length).toBeLessThanOrEqual(200);
    expect(content).toContain('Queen West Café');
    expect(content).toContain('2-for-1 Lattes');
    expect(content).toContain('Christmas Day');
    expect(first.json().choices[0].message.role).toBe('assistant');

    const again = await chat(merchant, {
      messages: [
        { role: 'system', content: 'You write posts.' },
        { role: 'user', content: wizardPrompt },
      ],
    });
    expect(again.json()).toEqual(first.json());
    const otherStore = await chat(merchant, user(wizardPrompt.replace('Queen West Café', 'Harbour Bakery')));
    expect(otherStore.json().choices[0].message.content).toContain('Harbour Bakery');
    expect(otherStore.json().choices[0].message.content).not.toContain('Queen West');
  });

  it('stays within 200 characters with very long names', async () => {
    const merchant = await signedIn(t);
    const long = 'Store: '.concat(
      'Very Long Store Name '.repeat(20),
      '\nPerk: ',
      'Huge Perk '.repeat(30),
      '\nPerk: Second perk\nHoliday: ',
      'Holiday '.repeat(30),
      '\nTheme: warm',
    );
    const response = await chat(merchant, user(long));
    expect(response.statusCode).toBe(200);
    expect(response.json().choices[0].message.content.length).toBeLessThanOrEqual(200);
  });

  it('draws a 1024×1024 PNG into the upload store, the same picture for the same prompt', async () => {
    const merchant = await signedIn(t);
    const body = { prompt: 'A cozy café at Christmas', size: '1024x1024', quality: 'hd', style: 'vivid' };
    const first = await image(merchant, body);
    expect(first.statusCode, first.body).toBe(200);
    const [answer] = aiImageResponseSchema.parse(first.json()).data;
    const bytes = await picture(answer?.url ?? '');
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1024, 1024]);

    // size, quality and style may be left out.
    const second = await image(merchant, { prompt: 'A cozy café at Christmas' });
    expect(second.statusCode).toBe(200);
    const secondUrl = second.json().data[0].url;
    expect(secondUrl).not.toBe(answer?.url);
    expect(Buffer.compare(await picture(secondUrl), bytes)).toBe(0);

    const other = await image(merchant, { prompt: 'A beach bar in summer' });
    expect(Buffer.compare(await picture(other.json().data[0].url), bytes)).not.toBe(0);
  });
});

describe('input and access', () => {
  it('refuses bad bodies with 400 and the contract’s error body', async () => {
    const merchant = await signedIn(t);
    const bad = [
      {},
      { messages: [] },
      { messages: Array.from({ length: 21 }, () => ({ role: 'user', content: 'hi' })) },
      user('x'.repeat(4001)),
      user('   '),
      { messages: [{ role: 'tool', content: 'hi' }] },
      { ...user('hi'), max_tokens: 501 },
      { ...user('hi'), max_tokens: 1.5 },
      { ...user('hi'), temperature: 3 },
      { ...user('hi'), temperature: '0.9' },
    ];
    for (const body of bad) {
      const response = await chat(merchant, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorBodySchema.parse(response.json()).status).toBe(400);
    }
    for (const body of [
      {},
      { prompt: '' },
      { prompt: 'x'.repeat(4001) },
      { prompt: 'cat', size: '512x512' },
      { prompt: 'cat', quality: 'standard' },
      { prompt: 'cat', style: 'natural' },
    ]) {
      const response = await image(merchant, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      await chat(merchant, { ...user('x'.repeat(4000)), max_tokens: 500, temperature: 0 }),
    ).toMatchObject({ statusCode: 200 });
  });

  it('is for merchants only', async () => {
    expect((await chat({ headers: {} }, user('hi'))).statusCode).toBe(401);
    const customer = await signedIn(t, 'USER');
    expect((await chat(customer, user('hi'))).statusCode).toBe(403);
    expect((await image(customer, { prompt: 'cat' })).statusCode).toBe(403);
  });
});

describe('budget', () => {
  it('allows 60 calls an hour per merchant over both routes, then 429; another merchant is unaffected; an hour later it is free again', async () => {
    const merchant = await signedIn(t);
    const other = await signedIn(t);
    for (let call = 0; call < 58; call++)
      expect((await chat(merchant, user(`post ${call}`))).statusCode).toBe(200);
    expect((await image(merchant, { prompt: 'a' })).statusCode).toBe(200);
    // A refused body is not a call.
    expect((await chat(merchant, {})).statusCode).toBe(400);
    expect((await image(merchant, { prompt: 'b' })).statusCode).toBe(200);

    const refused = await chat(merchant, user('one more'));
    expect(refused.statusCode).toBe(429);
    expect(errorBodySchema.parse(refused.json())).toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: AI_MESSAGES.rateLimited,
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await image(merchant, { prompt: 'c' })).statusCode).toBe(429);

    expect((await chat(other, user('hi'))).statusCode).toBe(200);

    t.clock.advance(60 * 60 * 1000 + 1000);
    // The access token has expired meanwhile: the same merchant signs in again.
    const later = { headers: bearer((await login(t, merchant.username)).access_token) };
    expect((await chat(later, user('a new hour'))).statusCode).toBe(200);
  });

  it('counts concurrent calls exactly: of 70 at once, 60 pass', async () => {
    const merchant = await signedIn(t);
    const answers = await Promise.all(
      Array.from({ length: 70 }, (_, call) => chat(merchant, user(`burst ${call}`))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });
});
