import { REFERRAL_MESSAGES } from '@perkdesk/contracts';
import { PHONE_MESSAGE } from '@perkdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, login, signedIn } from '../../test/account-fixtures';
import { image, multipart } from '../../test/multipart';
import { createTestApp, TEST_PUBLIC_ORIGIN, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getProfile = (headers: Record<string, string>) => t.app.inject({ url: '/api/user/profile', headers });
const update = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/user/profile', headers, payload });

describe('GET /api/user/profile', () => {
  it('shows a merchant without a display name by first and last name', async () => {
    const merchant = await signedIn(t);
    const response = await getProfile(merchant.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: merchant.id,
      name: 'Ada Lovelace',
      email: merchant.email,
      avatarURL: null,
      dob: null,
      phone: null,
      deliveryAddresses: [],
      referralUserId: null,
      receivedRegistrationReward: false,
    });
  });

  it('needs a token, as every profile route does', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/profile'],
      ['POST', '/api/user/profile'],
      ['GET', '/api/user/referral'],
      ['GET', '/api/user/referral-history'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? { name: 'X' } : undefined,
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('POST /api/user/profile', () => {
  it('merges a partial update; "" clears an optional field', async () => {
    const customer = await signedIn(t, 'USER');
    const first = await update(customer.headers, {
      name: ' Grace ',
      dob: '1990-02-28',
      phone: '+14165550199',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ name: 'Grace', dob: '1990-02-28', phone: '+14165550199' });
    const second = await update(customer.headers, { phone: '', avatarURL: 'https://cdn.example.com/a.png' });
    expect(second.json()).toMatchObject({
      name: 'Grace',
      dob: '1990-02-28',
      phone: null,
      avatarURL: 'https://cdn.example.com/a.png',
    });
  });

  it('lets a merchant set a display name', async () => {
    const merchant = await signedIn(t);
    expect((await update(merchant.headers, { name: 'Ada L.' })).json().name).toBe('Ada L.');
  });

  it('refuses bad fields with their messages', async () => {
    const customer = await signedIn(t, 'USER');
    const response = await update(customer.headers, {
      name: '',
      dob: '2023-02-29',
      phone: '123',
      avatarURL: 'javascript:alert(1)',
      referralUserId: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toEqual([
      { field: 'name', message: 'Name is required.' },
      { field: 'dob', message: 'Dates must be YYYY-MM-DD.' },
      { field: 'phone', message: PHONE_MESSAGE },
      { field: 'avatarURL', message: 'Avatar URL must be an http or https URL.' },
      { field: 'referralUserId', message: 'Invalid id.' },
    ]);
  });
});

describe('referral rules', () => {
  const refuse = (message: string) => ({ violations: [{ field: 'referralUserId', message }] });

  it('sets a referrer once, to an existing other customer, without cycles', async () => {
    const referrer = await signedIn(t, 'USER');
    const customer = await signedIn(t, 'USER');
    const merchant = await createAccount(t);

    expect((await update(customer.headers, { referralUserId: customer.id })).json()).toMatchObject(
      refuse(REFERRAL_MESSAGES.self),
    );
    expect((await update(customer.headers, { referralUserId: merchant.id })).json()).toMatchObject(
      refuse(REFERRAL_MESSAGES.notFound),
    );
    expect((await update(customer.headers, { referralUserId: referrer.id })).json().referralUserId).toBe(
      referrer.id,
    );
    // Sending the same referrer again changes nothing; another one is refused.
    expect((await update(customer.headers, { referralUserId: referrer.id })).statusCode).toBe(200);
    const other = await createAccount(t, { role: 'USER' });
    expect((await update(customer.headers, { referralUserId: other.id })).json()).toMatchObject(
      refuse(REFERRAL_MESSAGES.alreadySet),
    );
    // The referrer cannot name someone it brought in, directly or further down.
    const grandchild = await signedIn(t, 'USER');
    await update(grandchild.headers, { referralUserId: customer.id });
    expect((await update(referrer.headers, { referralUserId: grandchild.id })).json()).toMatchObject(
      refuse(REFERRAL_MESSAGES.cycle),
    );
  });

  it('answers GET /api/user/referral with true while no referrer is set', async () => {
    const referrer = await createAccount(t, { role: 'USER' });
    const customer = await signedIn(t, 'USER');
    const open = await t.app.inject({ url: '/api/user/referral', headers: customer.headers });
    expect(open.body).toBe('true');
    await update(customer.headers, { referralUserId: referrer.id });
    expect((await t.app.inject({ url: '/api/user/referral', headers: customer.headers })).body).toBe('false');
  });

  it('pages the referral history down to three levels', async () => {
    const root = await signedIn(t, 'USER');
    const chain = [root];
    for (let level = 1; level <= 4; level++) {
      const account = await createAccount(t, { role: 'USER', name: `Level ${level}` });
      const session = await login(t, account.username);
      await update(bearer(session.access_token), { referralUserId: chain.at(-1)!.id });
      chain.push({ ...account, session, headers: bearer(session.access_token) });
    }
    const history = await t.app.inject({ url: '/api/user/referral-history', headers: root.headers });
    expect(history.statusCode).toBe(200);
    const page = history.json();
    expect(page).toMatchObject({ totalElements: 3, pageNumber: 0, pageSize: 10 });
    expect(page.content.map((item: { name: string; level: number }) => [item.name, item.level])).toEqual([
      ['Level 1', 1],
      ['Level 2', 2],
      ['Level 3', 3],
    ]);
    const second = await t.app.inject({
      url: '/api/user/referral-history?pageNumber=1&pageSize=2',
      headers: root.headers,
    });
    expect(second.json()).toMatchObject({
      totalElements: 3,
      pageNumber: 1,
      pageSize: 2,
      content: [{ level: 3 }],
    });
    const bad = await t.app.inject({ url: '/api/user/referral-history?pageSize=101', headers: root.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations).toEqual([{ field: 'pageSize', message: 'pageSize must be 1 to 100.' }]);
  });

  it('keeps the referral routes for customers', async () => {
    const merchant = await signedIn(t);
    expect(
      (await t.app.inject({ url: '/api/user/referral-history', headers: merchant.headers })).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/user/profile/avatar', () => {
  const upload = (headers: Record<string, string>, body: ReturnType<typeof multipart>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/profile/avatar',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });

  it('stores the image, answers its URL as a bare string and sets avatarURL', async () => {
    const merchant = await signedIn(t);
    const response = await upload(
      merchant.headers,
      multipart([{ field: 'file', data: await image('png'), filename: 'me.png' }]),
    );
    expect(response.statusCode).toBe(200);
    const url = response.json();
    // A merchant's uploads carry the merchant id (contract §3 Uploads: per-merchant paths).
    expect(url).toMatch(
      new RegExp(`^${TEST_PUBLIC_ORIGIN}/api/files/${merchant.merchantId}-[0-9a-f]{32}\\.png$`),
    );
    expect((await getProfile(merchant.headers)).json().avatarURL).toBe(url);
    const file = await t.app.inject({ url: new URL(url).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('refuses a text file named .png, a missing file, and a missing token', async () => {
    const customer = await signedIn(t, 'USER');
    const text = multipart([
      {
        field: 'file',
        data: Buffer.from('hello, not an image'),
        filename: 'x.png',
        contentType: 'image/png',
      },
    ]);
    const refused = await upload(customer.headers, text);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only JPEG, PNG, WebP or GIF images are allowed.',
    });
    const empty = await upload(customer.headers, multipart([], { note: 'no file' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().violations).toEqual([{ field: 'file', message: 'An image file is required.' }]);
    expect((await upload({}, multipart([{ field: 'file', data: await image('png') }]))).statusCode).toBe(401);
  });
});
