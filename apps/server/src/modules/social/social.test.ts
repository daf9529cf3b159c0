import { SOCIAL_MESSAGES } from '@perkdesk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialPosts } from '../../db/schema/index';
import { signedIn } from '../../test/account-fixtures';
import { call, createDeal, ok, type PerkMerchant, perkMerchant } from '../../test/promotion-fixtures';
import { createTestApp, TEST_APP_ORIGIN, type TestApp } from '../../test/test-app';

// Contract §14 on the offline provider: accounts connect at once, posts are kept locally and
// scheduled ones published by the queue, analytics are zero; 400s of the clarifications; every
// route closed to customers (403) and to other merchants' posts (404).

type Post = Record<string, unknown> & { id: string; refId: string; status: string };

let t: TestApp;
let m: PerkMerchant;
let other: Awaited<ReturnType<typeof signedIn>>;
let customer: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp();
  m = await perkMerchant(t);
  other = await signedIn(t);
  customer = await signedIn(t, 'USER');
});
afterAll(() => t.close());

const createPost = (body: Record<string, unknown>, headers = m.headers) =>
  call(t, 'POST', '/api/social/posts', headers, body);
const history = async (headers = m.headers, query = '') =>
  ok<Post[]>(t, 'GET', `/api/social/history${query}`, headers);

describe('accounts (offline)', () => {
  it('has none at first, connects the listed platforms at once, and disconnects one', async () => {
    expect(await ok(t, 'GET', '/api/social/accounts', m.headers)).toEqual({
      activeSocialAccounts: [],
      displayNames: [],
    });
    const redirectUrl = `${TEST_APP_ORIGIN}/setup/social-media-accounts?back=1`;
    const link = await ok(
      t,
      'GET',
      `/api/social/connect-link?redirectUrl=${encodeURIComponent(redirectUrl)}&platforms=facebook,instagram`,
      m.headers,
    );
    expect(link).toEqual({ url: redirectUrl });
    const accounts = await ok<{ activeSocialAccounts: string[]; displayNames: { platform: string }[] }>(
      t,
      'GET',
      '/api/social/accounts',
      m.headers,
    );
    expect(accounts.activeSocialAccounts.sort()).toEqual(['facebook', 'instagram']);
    expect(accounts.displayNames.map((entry) => entry.platform).sort()).toEqual(['facebook', 'instagram']);
    expect(await ok(t, 'DELETE', '/api/social/accounts/instagram', m.headers)).toEqual({
      activeSocialAccounts: ['facebook'],
    });
    // Another merchant's accounts are its own.
    expect(await ok(t, 'GET', '/api/social/accounts', other.headers)).toMatchObject({
      activeSocialAccounts: [],
    });
  });

  it('connects all five without a list, and refuses a redirect off the app or an unknown platform', async () => {
    expect((await ok(t, 'GET', '/api/social/connect-link', other.headers)).url).toBe(
      `${TEST_APP_ORIGIN}/setup/social-media-accounts`,
    );
    expect(
      (await ok<{ activeSocialAccounts: string[] }>(t, 'GET', '/api/social/accounts', other.headers))
        .activeSocialAccounts,
    ).toHaveLength(5);
    const offSite = await call(
      t,
      'GET',
      `/api/social/connect-link?redirectUrl=${encodeURIComponent('https://evil.example/x')}`,
      m.headers,
    );
    expect(offSite.status).toBe(400);
    expect(
      (await call(t, 'GET', '/api/social/connect-link?platforms=facebook,myspace', m.headers)).status,
    ).toBe(400);
    expect((await call(t, 'DELETE', '/api/social/accounts/myspace', m.headers)).status).toBe(400);
  });
});

describe('posts (offline)', () => {
  it('publishes a post at once, with a tracked link to the store and the perk’s coupon', async () => {
    const perk = await createDeal(t, m, { couponCode: 'SOCIAL10' });
    const created = await createPost({
      post: 'Ten percent off today!',
      platforms: ['facebook'],
      storeId: m.store.id,
      promotionIds: [perk.id],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const post = created.body as Post;
    const link = `${TEST_APP_ORIGIN}/s/${m.store.id}?post=${post.refId}&coupon=SOCIAL10`;
    expect(post).toMatchObject({
      status: 'success',
      type: 'now',
      scheduleDate: null,
      platforms: ['facebook'],
      trackedLink: link,
      post: `Ten percent off today!\n${link}`,
      storeId: m.store.id,
      promotionIds: [perk.id],
      errorMessage: null,
      attribution: { visits: 0, orders: 0, revenueCents: 0, newClients: 0 },
    });
    expect(post.refId).not.toBe(post.id);
    expect(await ok(t, 'GET', `/api/social/analytics/${post.id}`, m.headers)).toMatchObject({
      totalLikes: 0,
      totalComments: 0,
      totalShares: 0,
      totalViews: 0,
      totalReach: 0,
    });
    // A perk alone links to its first store; a post promoting nothing has no link.
    const perkOnly = (await createPost({ post: 'Perk', platforms: ['facebook'], promotionIds: [perk.id] }))
      .body;
    expect(perkOnly.storeId).toBe(m.store.id);
    const plain = (await createPost({ post: 'Hello', platforms: ['linkedin'] })).body;
    expect(plain).toMatchObject({ trackedLink: null, post: 'Hello', storeId: null });
  });

  it('keeps a scheduled post scheduled until its date, then publishes it within seconds', async () => {
    const at = new Date(Date.now() + 1500).toISOString();
    const created = await createPost({ post: 'Soon', platforms: ['instagram'], scheduleDate: at });
    expect(created.status).toBe(200);
    const post = created.body as Post;
    expect(post).toMatchObject({ status: 'scheduled', type: 'scheduled', scheduleDate: at });
    expect((await call(t, 'GET', `/api/social/analytics/${post.id}`, m.headers)).status).toBe(404);
    const deadline = Date.now() + 10_000;
    let status = post.status;
    while (status !== 'success' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await history()).find((entry) => entry.id === post.id)?.status ?? 'missing';
    }
    expect(status).toBe('success');
    expect(Date.now()).toBeGreaterThanOrEqual(new Date(at).getTime());
  });

  it('lists history newest first, within lastDays, with analytics when asked', async () => {
    const list = await history(m.headers, '?lastDays=30&withAnalytics=true');
    expect(list.length).toBeGreaterThanOrEqual(4);
    const created = list.map((post) => post.created as string);
    expect([...created].sort().reverse()).toEqual(created);
    const published = list.filter((post) => post.status === 'success');
    expect(published.every((post) => (post.analytics as { totalLikes: number }).totalLikes === 0)).toBe(true);
    expect((await history(m.headers, '?lastDays=30'))[0]).not.toHaveProperty('analytics');
    // A post made two days ago is outside lastDays=1.
    const old = list[list.length - 1] as Post;
    await t.db
      .update(socialPosts)
      .set({ createdAt: new Date(t.clock.now().getTime() - 2 * 86_400_000) })
      .where(eq(socialPosts.id, old.id));
    const recent = await history(m.headers, '?lastDays=1');
    expect(recent.map((post) => post.id)).not.toContain(old.id);
    expect(recent).toHaveLength(list.length - 1);
    expect(await history(other.headers)).toEqual([]);
  });

  it('deletes by id or by refId, that post only; twice or another merchant’s is 404', async () => {
    const first = (await createPost({ post: 'One', platforms: ['facebook'] })).body as Post;
    const second = (await createPost({ post: 'Two', platforms: ['facebook'] })).body as Post;
    expect((await call(t, 'DELETE', '/api/social/posts', other.headers, { id: first.id })).status).toBe(404);
    expect(await ok(t, 'DELETE', '/api/social/posts', m.headers, { refId: first.refId })).toEqual({
      deleted: true,
    });
    expect((await call(t, 'DELETE', '/api/social/posts', m.headers, { refId: first.refId })).status).toBe(
      404,
    );
    const ids = (await history()).map((post) => post.id);
    expect(ids).toContain(second.id);
    expect(ids).not.toContain(first.id);
    expect(await ok(t, 'DELETE', '/api/social/posts', m.headers, { id: second.id })).toEqual({
      deleted: true,
    });
    expect((await call(t, 'DELETE', '/api/social/posts', m.headers, { id: second.id })).status).toBe(404);
  });

  it('answers 400 for an empty platforms list, a blank post, an unknown platform, a bad date', async () => {
    for (const body of [
      { post: 'Hi', platforms: [] },
      { post: '   ', platforms: ['facebook'] },
      { platforms: ['facebook'] },
      { post: 'Hi', platforms: ['myspace'] },
      { post: 'Hi', platforms: ['facebook'], scheduleDate: 'tomorrow' },
      { post: 'Hi', platforms: ['facebook'], scheduleDate: '2030-01-01' },
      { post: 'Hi', platforms: ['facebook'], autoRepost: { repeat: 0, days: 2 } },
    ]) {
      const response = await createPost(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await call(t, 'DELETE', '/api/social/posts', m.headers, {})).body.message).toBe(
      SOCIAL_MESSAGES.deleteTarget,
    );
    expect((await call(t, 'GET', '/api/social/history?lastDays=0', m.headers)).status).toBe(400);
  });

  it('refuses to promote another merchant’s store or perk (404)', async () => {
    const theirs = await perkMerchant(t);
    const perk = await createDeal(t, theirs, {});
    expect((await createPost({ post: 'x', platforms: ['facebook'], storeId: theirs.store.id })).status).toBe(
      404,
    );
    expect((await createPost({ post: 'x', platforms: ['facebook'], promotionIds: [perk.id] })).status).toBe(
      404,
    );
  });
});

describe('auto-schedule (offline)', () => {
  it('saves by title (replacing), lists a bare array, deletes, and schedules a post in the next free slot', async () => {
    const slot = { title: 'Mornings', schedule: ['09:00', '18:30'], daysOfWeek: [1, 3, 5] };
    expect(await ok(t, 'POST', '/api/social/auto-schedule', m.headers, slot)).toEqual({
      ...slot,
      excludeDates: [],
    });
    const replaced = { ...slot, schedule: ['10:15'], daysOfWeek: [0, 1, 2, 3, 4, 5, 6], excludeDates: [] };
    await ok(t, 'POST', '/api/social/auto-schedule', m.headers, replaced);
    expect(await ok(t, 'GET', '/api/social/auto-schedule', m.headers)).toEqual([replaced]);
    expect(await ok(t, 'GET', '/api/social/auto-schedule', other.headers)).toEqual([]);

    const first = (
      await createPost({
        post: 'A',
        platforms: ['facebook'],
        autoSchedule: { schedule: true, title: 'Mornings' },
      })
    ).body as Post;
    const second = (
      await createPost({
        post: 'B',
        platforms: ['facebook'],
        autoSchedule: { schedule: true, title: 'Mornings' },
      })
    ).body as Post;
    const now = t.clock.now().getTime();
    const firstAt = new Date(first.scheduleDate as string);
    expect(first.status).toBe('scheduled');
    expect(firstAt.toISOString().slice(11, 16)).toBe('10:15');
    expect(firstAt.getTime()).toBeGreaterThan(now);
    expect(firstAt.getTime() - now).toBeLessThanOrEqual(86_400_000);
    // The next post takes the next day's slot: the first one is held.
    expect(new Date(second.scheduleDate as string).getTime() - firstAt.getTime()).toBe(86_400_000);
    const unknown = await createPost({
      post: 'C',
      platforms: ['facebook'],
      autoSchedule: { schedule: true, title: 'Nope' },
    });
    expect(unknown.status).toBe(400);

    expect(await ok(t, 'DELETE', '/api/social/auto-schedule', m.headers, { title: 'Mornings' })).toEqual({
      deleted: true,
    });
    expect(
      (await call(t, 'DELETE', '/api/social/auto-schedule', m.headers, { title: 'Mornings' })).status,
    ).toBe(404);
    for (const id of [first.id, second.id]) await ok(t, 'DELETE', '/api/social/posts', m.headers, { id });
  });

  it('answers 400 for bad times and days', async () => {
    for (const body of [
      { title: 'x', schedule: ['24:00'], daysOfWeek: [1] },
      { title: 'x', schedule: ['9:00'], daysOfWeek: [1] },
      { title: 'x', schedule: ['09:00'], daysOfWeek: [7] },
      { title: 'x', schedule: [], daysOfWeek: [1] },
      { title: '', schedule: ['09:00'], daysOfWeek: [1] },
      { title: 'x', schedule: ['09:00'], daysOfWeek: [1], excludeDates: ['2030-02-30'] },
    ])
      expect(
        (await call(t, 'POST', '/api/social/auto-schedule', m.headers, body)).status,
        JSON.stringify(body),
      ).toBe(400);
  });
});

describe('access', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/social/accounts'],
    ['GET', '/api/social/connect-link?platforms=facebook'],
    ['DELETE', '/api/social/accounts/facebook'],
    ['POST', '/api/social/posts', { post: 'Hi', platforms: ['facebook'] }],
    ['DELETE', '/api/social/posts', { id: '12345678901234567890' }],
    ['GET', '/api/social/history'],
    ['GET', '/api/social/analytics/12345678901234567890'],
    ['GET', '/api/social/posts/12345678901234567890/attribution'],
    ['POST', '/api/social/auto-schedule', { title: 'x', schedule: ['09:00'], daysOfWeek: [1] }],
    ['GET', '/api/social/auto-schedule'],
    ['DELETE', '/api/social/auto-schedule', { title: 'x' }],
  ];

  it('refuses customers (403) and anonymous callers (401) on every route', async () => {
    for (const [method, url, body] of routes) {
      expect((await call(t, method as 'GET', url, customer.headers, body)).status, `${method} ${url}`).toBe(
        403,
      );
      expect((await call(t, method as 'GET', url, {}, body)).status, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 404 for another merchant’s post on every post route', async () => {
    const post = (await createPost({ post: 'Mine', platforms: ['facebook'], storeId: m.store.id }))
      .body as Post;
    expect((await call(t, 'GET', `/api/social/analytics/${post.id}`, other.headers)).status).toBe(404);
    expect((await call(t, 'GET', `/api/social/posts/${post.id}/attribution`, other.headers)).status).toBe(
      404,
    );
    expect((await call(t, 'DELETE', '/api/social/posts', other.headers, { refId: post.refId })).status).toBe(
      404,
    );
    expect((await history(other.headers)).map((entry) => entry.id)).not.toContain(post.id);
    expect((await call(t, 'GET', '/api/social/analytics/00000000000000000000', m.headers)).status).toBe(404);
    expect(await ok(t, 'GET', `/api/social/posts/${post.id}/attribution`, m.headers)).toEqual({
      visits: 0,
      orders: 0,
      revenueCents: 0,
      newClients: 0,
    });
  });
});
