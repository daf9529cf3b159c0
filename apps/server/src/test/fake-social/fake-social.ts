import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local Ayrshare-like server for the HTTP social adapter's tests: API key as a bearer token,
// one profile per Profile-Key, every request recorded, faults on demand.

export const FAKE_SOCIAL_KEY = 'fake-social-api-key';

type Json = Record<string, unknown>;

export interface FakeProfile {
  title: string;
  profileKey: string;
  platforms: Set<string>;
  posts: Json[];
  autoSchedules: Map<string, Json>;
}

export interface FakeSocialRequest {
  method: string;
  path: string;
  profileKey: string | null;
  body: Json;
}

/** The next `remaining` requests to `method path` answer `status` (0: the connection drops). */
export interface FakeSocialFault {
  method: string;
  path: string;
  status: number;
  remaining: number;
}

export interface FakeSocial {
  baseUrl: string;
  profiles: Map<string, FakeProfile>;
  requests: FakeSocialRequest[];
  faults: FakeSocialFault[];
  /** The merchant follows the connect link and links these platforms. */
  link(title: string, platforms: string[]): void;
  profileOf(title: string): FakeProfile;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<Json>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      resolve(raw ? (JSON.parse(raw) as Json) : {});
    });
    request.on('error', reject);
  });

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/** A post's text containing REFUSE is refused (400, status error), as a duplicate would be. */
function handle(fake: FakeSocial, method: string, path: string, profile: FakeProfile | null, body: Json) {
  if (method === 'POST' && path === '/profiles/profile') {
    const created: FakeProfile = {
      title: String(body.title),
      profileKey: randomUUID(),
      platforms: new Set(),
      posts: [],
      autoSchedules: new Map(),
    };
    fake.profiles.set(created.profileKey, created);
    return [
      200,
      { status: 'success', title: created.title, refId: randomUUID(), profileKey: created.profileKey },
    ];
  }
  if (method === 'POST' && path === '/profiles/generateJWT') {
    if (!fake.profiles.has(String(body.profileKey)))
      return [404, { status: 'error', message: 'Profile not found' }];
    return [
      200,
      { status: 'success', token: 'jwt', url: `${fake.baseUrl}/connect?redirect=${body.redirect}` },
    ];
  }
  if (!profile) return [403, { status: 'error', message: 'Profile-Key not valid' }];
  const displayNames = () =>
    [...profile.platforms].map((platform) => ({
      platform,
      displayName: `${profile.title} on ${platform}`,
      userImage: `https://img.example/${platform}.png`,
      profileUrl: `https://${platform}.example/${profile.title}`,
    }));
  if (method === 'GET' && path === '/user')
    return [200, { activeSocialAccounts: [...profile.platforms], displayNames: displayNames() }];
  if (method === 'DELETE' && path === '/profiles/social') {
    profile.platforms.delete(String(body.platform));
    return [200, { status: 'success' }];
  }
  if (method === 'POST' && path === '/post') {
    if (String(body.post).includes('REFUSE'))
      return [400, { status: 'error', errors: [{ platform: 'facebook', message: 'Duplicate post.' }] }];
    const id = randomUUID();
    const scheduled = body.scheduleDate ?? (body.autoSchedule ? '2030-01-07T09:00:00.000Z' : null);
    const platforms = body.platforms as string[];
    const post = {
      id,
      status: scheduled ? 'scheduled' : 'success',
      post: body.post,
      platforms,
      scheduleDate: scheduled,
      postIds: scheduled
        ? []
        : platforms.map((platform) => ({
            platform,
            id: `${platform}-${id}`,
            postUrl: `https://${platform}.example/p/${id}`,
            status: 'success',
          })),
      created: new Date().toISOString(),
    };
    profile.posts.push(post);
    return [200, post];
  }
  if (method === 'DELETE' && path === '/post') {
    const index = profile.posts.findIndex((post) => post.id === body.id);
    if (index < 0) return [404, { status: 'error', message: 'Post not found' }];
    profile.posts.splice(index, 1);
    return [200, { status: 'success' }];
  }
  if (method === 'GET' && path === '/history') return [200, [...profile.posts].reverse()];
  if (method === 'POST' && path === '/analytics/post') {
    const post = profile.posts.find((entry) => entry.id === body.id);
    if (!post || post.status !== 'success') return [404, { status: 'error', message: 'No analytics' }];
    return [
      200,
      {
        facebook: { analytics: { likeCount: 3, commentsCount: 1, sharesCount: 2, reach: 40 } },
        instagram: { analytics: { likes: 5, comments: 0, views: 90, impressions: 60 } },
      },
    ];
  }
  if (method === 'POST' && path === '/auto-schedule/set') {
    profile.autoSchedules.set(String(body.title), body);
    return [200, { status: 'success' }];
  }
  if (method === 'GET' && path === '/auto-schedule/list') return [200, [...profile.autoSchedules.values()]];
  if (method === 'DELETE' && path === '/auto-schedule/delete') {
    profile.autoSchedules.delete(String(body.title));
    return [200, { status: 'success' }];
  }
  return [404, { status: 'error', message: `No route ${method} ${path}` }];
}

export async function startFakeSocial(): Promise<FakeSocial> {
  const fake: FakeSocial = {
    baseUrl: '',
    profiles: new Map(),
    requests: [],
    faults: [],
    link(title, platforms) {
      for (const platform of platforms) fake.profileOf(title).platforms.add(platform);
    },
    profileOf(title) {
      const profile = [...fake.profiles.values()].find((entry) => entry.title === title);
      if (!profile) throw new Error(`no fake profile ${title}`);
      return profile;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/api/, '');
    const method = request.method ?? 'GET';
    const body = await readBody(request);
    const profileKey =
      typeof request.headers['profile-key'] === 'string' ? request.headers['profile-key'] : null;
    fake.requests.push({ method, path, profileKey, body });
    if (request.headers.authorization !== `Bearer ${FAKE_SOCIAL_KEY}`)
      return send(response, 401, { status: 'error', message: 'API Key not valid' });
    const fault = fake.faults.find(
      (entry) => entry.remaining > 0 && entry.method === method && entry.path === path,
    );
    if (fault) {
      fault.remaining--;
      if (fault.status === 0) return request.socket.destroy();
      return send(response, fault.status, { status: 'error', message: 'The fake provider is down.' });
    }
    const [status, answer] = handle(
      fake,
      method,
      path,
      profileKey ? (fake.profiles.get(profileKey) ?? null) : null,
      body,
    );
    send(response, status as number, answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  return fake;
}
