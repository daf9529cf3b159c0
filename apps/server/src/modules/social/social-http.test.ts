import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { FAKE_SOCIAL_KEY, type FakeSocial, startFakeSocial } from '../../test/fake-social/fake-social';
import { call, ok } from '../../test/promotion-fixtures';
import { createTestApp, TEST_APP_ORIGIN, type TestApp } from '../../test/test-app';

// Contract §14 through the Ayrshare-compatible adapter, against a local fake provider: one profile
// per merchant titled with its id, its key sent as Profile-Key and never shown; failures are 502.

type Post = Record<string, unknown> & { id: string; refId: string; status: string };

let fake: FakeSocial;
let t: TestApp;
let m: Awaited<ReturnType<typeof signedIn>>;
let other: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  fake = await startFakeSocial();
  t = await createTestApp({ env: { SOCIAL_API_KEY: FAKE_SOCIAL_KEY, SOCIAL_API_BASE_URL: fake.baseUrl } });
  m = await signedIn(t);
  other = await signedIn(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const merchantId = () => m.merchantId as string;

describe('accounts through the provider', () => {
  it('creates the profile once, titled with the merchant id, and keeps its key server-side', async () => {
    const first = await call(t, 'GET', '/api/social/accounts', m.headers);
    expect(first).toEqual({ status: 200, body: { activeSocialAccounts: [], displayNames: [] } });
    await ok(t, 'GET', '/api/social/accounts', m.headers);
    const profiles = [...fake.profiles.values()].filter((profile) => profile.title === merchantId());
    expect(profiles).toHaveLength(1);
    const key = (profiles[0] as { profileKey: string }).profileKey;
    expect(
      fake.requests.filter((request) => request.path === '/user').every((r) => r.profileKey === key),
    ).toBe(true);
    expect(JSON.stringify(first.body)).not.toContain(key);
  });

  it('gives the provider’s connect link, shows what the merchant linked, and unlinks', async () => {
    const redirect = `${TEST_APP_ORIGIN}/setup/social-media-accounts`;
    const link = await ok<{ url: string }>(
      t,
      'GET',
      '/api/social/connect-link?platforms=facebook,linkedin',
      m.headers,
    );
    expect(link.url).toBe(`${fake.baseUrl}/connect?redirect=${redirect}`);
    const jwt = fake.requests.findLast((request) => request.path === '/profiles/generateJWT');
    expect(jwt?.body).toMatchObject({ allowedSocial: ['facebook', 'linkedin'], expiresIn: 30, redirect });
    fake.link(merchantId(), ['facebook', 'linkedin']);
    expect(await ok(t, 'GET', '/api/social/accounts', m.headers)).toEqual({
      activeSocialAccounts: ['facebook', 'linkedin'],
      displayNames: [
        {
          platform: 'facebook',
          displayName: `${merchantId()} on facebook`,
          userImage: 'https://img.example/facebook.png',
          profileUrl: `https://facebook.example/${merchantId()}`,
        },
        {
          platform: 'linkedin',
          displayName: `${merchantId()} on linkedin`,
          userImage: 'https://img.example/linkedin.png',
          profileUrl: `https://linkedin.example/${merchantId()}`,
        },
      ],
    });
    expect(await ok(t, 'DELETE', '/api/social/accounts/linkedin', m.headers)).toEqual({
      activeSocialAccounts: ['facebook'],
    });
  });

  it('answers 502 PROVIDER_ERROR when the provider fails or cannot be reached', async () => {
    fake.faults.push({ method: 'GET', path: '/user', status: 500, remaining: 1 });
    const down = await call(t, 'GET', '/api/social/accounts', m.headers);
    expect(down.status).toBe(502);
    expect(down.body.code).toBe('PROVIDER_ERROR');
    fake.faults.push({ method: 'POST', path: '/profiles/generateJWT', status: 0, remaining: 1 });
    expect((await call(t, 'GET', '/api/social/connect-link', m.headers)).status).toBe(502);
    // No profile is kept when the provider could not make one: the next call makes it.
    fake.faults.push({ method: 'POST', path: '/profiles/profile', status: 503, remaining: 1 });
    expect((await call(t, 'GET', '/api/social/accounts', other.headers)).status).toBe(502);
    expect((await call(t, 'GET', '/api/social/accounts', other.headers)).status).toBe(200);
  });
});

describe('posts through the provider', () => {
  it('publishes, schedules, lists with the provider’s states and analytics, and deletes', async () => {
    const now = (
      await ok<Post>(t, 'POST', '/api/social/posts', m.headers, {
        post: 'Now',
        platforms: ['facebook', 'instagram'],
      })
    ).status;
    expect(now).toBe('success');
    const at = '2030-01-01T15:00:00.000Z';
    const scheduled = await ok<Post>(t, 'POST', '/api/social/posts', m.headers, {
      post: 'Later',
      platforms: ['facebook'],
      scheduleDate: at,
      mediaUrls: ['https://img.example/a.png'],
      autoRepost: { repeat: 2, days: 7 },
    });
    expect(scheduled).toMatchObject({
      status: 'scheduled',
      type: 'scheduled',
      scheduleDate: at,
      postIds: [],
    });
    const sent = fake.requests.findLast((request) => request.path === '/post');
    expect(sent?.body).toEqual({
      post: 'Later',
      platforms: ['facebook'],
      scheduleDate: at,
      mediaUrls: ['https://img.example/a.png'],
      autoRepost: { repeat: 2, days: 7 },
    });
    // The provider publishes it; the history shows the provider's state.
    const stored = fake.profileOf(merchantId()).posts.find((post) => post.post === 'Later') as Record<
      string,
      unknown
    >;
    stored.status = 'success';
    stored.postIds = [{ platform: 'facebook', id: 'fb-1', postUrl: 'https://facebook.example/p/fb-1' }];
    const list = await ok<Post[]>(t, 'GET', '/api/social/history?withAnalytics=true', m.headers);
    expect(list.map((post) => post.post)).toEqual(['Later', 'Now']);
    expect(list[0]).toMatchObject({
      status: 'success',
      postIds: [{ platform: 'facebook', id: 'fb-1', postUrl: 'https://facebook.example/p/fb-1' }],
    });
    expect(list[1]?.analytics).toEqual({
      totalLikes: 8,
      totalComments: 1,
      totalShares: 2,
      totalViews: 90,
      totalReach: 100,
      platformBreakdown: {
        facebook: { likes: 3, comments: 1, shares: 2, views: 0, reach: 40 },
        instagram: { likes: 5, comments: 0, views: 90, shares: 0, reach: 60 },
      },
    });
    expect((await ok(t, 'GET', `/api/social/analytics/${list[1]?.id}`, m.headers)).totalLikes).toBe(8);
    expect(await ok(t, 'DELETE', '/api/social/posts', m.headers, { refId: scheduled.refId })).toEqual({
      deleted: true,
    });
    expect(fake.profileOf(merchantId()).posts.map((post) => post.post)).toEqual(['Now']);
    expect((await call(t, 'DELETE', '/api/social/posts', m.headers, { id: scheduled.id })).status).toBe(404);
  });

  it('keeps a post the provider refuses with status error and its message, and carries on', async () => {
    const refused = await ok<Post>(t, 'POST', '/api/social/posts', m.headers, {
      post: 'REFUSE me',
      platforms: ['facebook'],
    });
    expect(refused).toMatchObject({ status: 'error', errorMessage: 'Duplicate post.' });
    const next = await ok<Post>(t, 'POST', '/api/social/posts', m.headers, {
      post: 'Next one',
      platforms: ['facebook'],
    });
    expect(next.status).toBe('success');
    expect((await call(t, 'GET', `/api/social/analytics/${refused.id}`, m.headers)).status).toBe(404);
  });

  it('answers 502 when posting or deleting fails, keeping nothing or the post', async () => {
    const before = (await ok<Post[]>(t, 'GET', '/api/social/history', m.headers)).length;
    fake.faults.push({ method: 'POST', path: '/post', status: 500, remaining: 1 });
    const failed = await call(t, 'POST', '/api/social/posts', m.headers, {
      post: 'Lost',
      platforms: ['facebook'],
    });
    expect(failed.status).toBe(502);
    expect(failed.body.code).toBe('PROVIDER_ERROR');
    const list = await ok<Post[]>(t, 'GET', '/api/social/history', m.headers);
    expect(list).toHaveLength(before);
    fake.faults.push({ method: 'DELETE', path: '/post', status: 500, remaining: 1 });
    const target = list.find((post) => post.status === 'success') as Post;
    expect((await call(t, 'DELETE', '/api/social/posts', m.headers, { id: target.id })).status).toBe(502);
    expect((await ok<Post[]>(t, 'GET', '/api/social/history', m.headers)).map((post) => post.id)).toContain(
      target.id,
    );
    // Gone at the provider already (404): the post goes here too.
    fake.profileOf(merchantId()).posts.splice(0);
    expect(await ok(t, 'DELETE', '/api/social/posts', m.headers, { id: target.id })).toEqual({
      deleted: true,
    });
    fake.faults.push({ method: 'GET', path: '/history', status: 500, remaining: 1 });
    expect((await call(t, 'GET', '/api/social/history', m.headers)).status).toBe(502);
  });
});

describe('auto-schedule through the provider', () => {
  it('sets, lists and deletes by title; unknown title is 404; failures are 502', async () => {
    const slot = { title: 'Evenings', schedule: ['19:00'], daysOfWeek: [5, 6], excludeDates: ['2030-12-25'] };
    expect(await ok(t, 'POST', '/api/social/auto-schedule', m.headers, slot)).toEqual(slot);
    expect(await ok(t, 'GET', '/api/social/auto-schedule', m.headers)).toEqual([slot]);
    expect(await ok(t, 'GET', '/api/social/auto-schedule', other.headers)).toEqual([]);
    const post = await ok<Post>(t, 'POST', '/api/social/posts', m.headers, {
      post: 'Auto',
      platforms: ['facebook'],
      autoSchedule: { schedule: true, title: 'Evenings' },
    });
    expect(post).toMatchObject({
      status: 'scheduled',
      type: 'scheduled',
      scheduleDate: '2030-01-07T09:00:00.000Z',
    });
    expect(await ok(t, 'DELETE', '/api/social/auto-schedule', m.headers, { title: 'Evenings' })).toEqual({
      deleted: true,
    });
    expect(
      (await call(t, 'DELETE', '/api/social/auto-schedule', m.headers, { title: 'Evenings' })).status,
    ).toBe(404);
    fake.faults.push({ method: 'POST', path: '/auto-schedule/set', status: 500, remaining: 1 });
    expect((await call(t, 'POST', '/api/social/auto-schedule', m.headers, slot)).status).toBe(502);
  });
});
