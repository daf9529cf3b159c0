import { STORE_MESSAGES } from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { connectedMerchant } from '../../test/ordering-fixtures';
import { createStore, storeBody } from '../../test/setup-fixtures';
import { createTestApp, injectJson, type TestApp, type TestMethod } from '../../test/test-app';

type Headers = Record<string, string>;
let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let other: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await connectedMerchant(t);
  other = await connectedMerchant(t);
});
afterAll(() => t.close());

const inject = (method: TestMethod, url: string, payload?: unknown, headers: Headers = owner.headers) =>
  injectJson(t.app, method, url, payload, headers);
const link = (slug: string, headers: Headers = {}) =>
  t.app.inject({ method: 'GET', url: `/api/store-links/${encodeURIComponent(slug)}`, headers });
const slugRefusal = (message: string) => ({
  status: 400,
  code: 'VALIDATION_FAILED',
  message,
  violations: [{ field: 'slug', message }],
});

describe('store link names', () => {
  it('sets a lower-cased link name that resolves publicly to the store id', async () => {
    const store = await createStore(t, owner.headers, { slug: '  Queen-West-Cafe ' });
    expect(store.slug).toBe('queen-west-cafe');
    const response = await link('QUEEN-west-cafe');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ storeId: store.id });
    const read = await inject('GET', `/api/merchant-stores/${store.id}`);
    expect(read.json().slug).toBe('queen-west-cafe');
  });

  it('keeps the link name on a PUT without it, and removes it with null or ""', async () => {
    const store = await createStore(t, owner.headers, { slug: 'keep-me' });
    const kept = await inject('PUT', `/api/merchant-stores/${store.id}`, storeBody({ name: 'Renamed' }));
    expect(kept.json()).toMatchObject({ name: 'Renamed', slug: 'keep-me' });
    const cleared = await inject('PUT', `/api/merchant-stores/${store.id}`, storeBody({ slug: '' }));
    expect(cleared.json().slug).toBeNull();
    expect((await link('keep-me')).statusCode).toBe(404);
    const again = await inject('PUT', `/api/merchant-stores/${store.id}`, storeBody({ slug: 'keep-me' }));
    expect(again.json().slug).toBe('keep-me');
    const nulled = await inject('PUT', `/api/merchant-stores/${store.id}`, storeBody({ slug: null }));
    expect(nulled.json().slug).toBeNull();
  });

  it.each([
    ['too short', 'ab'],
    ['too long', 'a'.repeat(41)],
    ['with a space', 'my cafe'],
    ['with an underscore', 'my_cafe'],
    ['starting with a dash', '-cafe'],
    ['ending with a dash', 'cafe-'],
    ['an accented letter', 'café-uno'],
    ['only digits, like a store id', '17960000000001234567'],
    ['a number', 42],
  ])('refuses a malformed link name: %s', async (_label, slug) => {
    const response = await inject('POST', '/api/merchant-stores', storeBody({ slug }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(slugRefusal(STORE_MESSAGES.slug));
  });

  it('accepts 3 and 40 characters and digits mixed with letters', async () => {
    for (const slug of ['abc', 'b'.repeat(40), '24-7-bagels']) {
      const response = await inject('POST', '/api/merchant-stores', storeBody({ slug }));
      expect(response.statusCode).toBe(200);
      expect(response.json().slug).toBe(slug);
    }
  });

  it("refuses another store's link name, of the same or another merchant, ignoring case", async () => {
    const mine = await createStore(t, owner.headers, { slug: 'taken-name' });
    const second = await inject('POST', '/api/merchant-stores', storeBody({ slug: 'Taken-Name' }));
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual(slugRefusal(STORE_MESSAGES.slugTaken));

    const theirs = await createStore(t, other.headers);
    const steal = await inject(
      'PUT',
      `/api/merchant-stores/${theirs.id}`,
      storeBody({ slug: 'TAKEN-NAME' }),
      other.headers,
    );
    expect(steal.statusCode).toBe(400);
    expect(steal.json()).toEqual(slugRefusal(STORE_MESSAGES.slugTaken));
    // Saving the owner's own store with its own name is not a conflict.
    const own = await inject('PUT', `/api/merchant-stores/${mine.id}`, storeBody({ slug: 'taken-name' }));
    expect(own.statusCode).toBe(200);
  });

  it("never lets a merchant read or change another merchant's store through its link name", async () => {
    const theirs = await createStore(t, other.headers, { slug: 'their-place' });
    const { storeId } = (await link('their-place', owner.headers)).json();
    expect(storeId).toBe(theirs.id);
    expect((await inject('GET', `/api/merchant-stores/${storeId}`)).statusCode).toBe(404);
    expect((await inject('PUT', `/api/merchant-stores/${storeId}`, storeBody())).statusCode).toBe(404);
    const reread = await inject('GET', `/api/merchant-stores/${theirs.id}`, undefined, other.headers);
    expect(reread.json().slug).toBe('their-place');
  });

  it('answers 404 for unknown names and for stores customers cannot see', async () => {
    expect((await link('nobody-here')).statusCode).toBe(404);
    expect((await link('nobody-here')).json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });

    const inactive = await createStore(t, owner.headers, { slug: 'closed-for-now' });
    await inject('PUT', `/api/merchant-stores/${inactive.id}/INACTIVE`);
    expect((await link('closed-for-now')).statusCode).toBe(404);

    const unconnected = await signedIn(t);
    await createStore(t, unconnected.headers, { slug: 'not-paid-yet' });
    expect((await link('not-paid-yet')).statusCode).toBe(404);
  });

  it('frees the link name when the store is deleted', async () => {
    const store = await createStore(t, owner.headers, { slug: 'short-lived' });
    expect((await inject('DELETE', `/api/merchant-stores/${store.id}`)).statusCode).toBe(200);
    expect((await link('short-lived')).statusCode).toBe(404);
    const reused = await createStore(t, other.headers, { slug: 'short-lived' });
    expect((await link('short-lived')).json()).toEqual({ storeId: reused.id });
  });

  it('lets only one of two concurrent writes take a name', async () => {
    const bodies = [owner.headers, other.headers].map((headers) =>
      inject('POST', '/api/merchant-stores', storeBody({ slug: 'race-to-it' }), headers),
    );
    const codes = (await Promise.all(bodies)).map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 400]);
  });
});
