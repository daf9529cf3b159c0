import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { createTestApp, injectJson, type TestApp, type TestMethod } from '../../test/test-app';

let t: TestApp;
let merchant: Awaited<ReturnType<typeof signedIn>>;
let other: Awaited<ReturnType<typeof signedIn>>;
let customer: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  [merchant, other, customer] = [await signedIn(t), await signedIn(t), await signedIn(t, 'USER')];
});
afterAll(() => t.close());

const inject = (
  method: TestMethod,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = merchant.headers,
) => injectJson(t.app, method, url, payload, headers);

const KINDS = [
  {
    path: '/api/product-categories',
    empty: 'Cannot add category with empty name',
    taken: 'Category name already exists',
    extra: { businessType: null },
  },
  { path: '/api/product-units', empty: 'Name is required', taken: 'Name already exists', extra: {} },
  { path: '/api/product-attributes', empty: 'Name is required', taken: 'Name already exists', extra: {} },
] as const;

let counter = 0;
const freshName = (prefix: string) => `${prefix} ${++counter}`;

describe.each(KINDS)('$path', ({ path, empty, taken, extra }) => {
  const create = async (name = freshName('Term'), headers: Record<string, string> = merchant.headers) => {
    const response = await inject('POST', path, { name, description: ' Some words ' }, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { id: string; name: string };
  };

  it('creates with trimmed fields, gets, lists in creation order, updates and deletes', async () => {
    const response = await inject('POST', path, { name: '  Drinks  ', description: ' Cold ones ' });
    expect(response.statusCode).toBe(200);
    const term = response.json();
    expect(term).toEqual({
      id: expect.stringMatching(/^\d{20,}$/),
      name: 'Drinks',
      description: 'Cold ones',
      createdAt: expect.any(String),
      lastUpdatedAt: expect.any(String),
      ...extra,
    });
    const second = await create();
    expect((await inject('GET', `${path}/${term.id}`)).json()).toEqual(term);
    const ids = (await inject('GET', path)).json().map((item: { id: string }) => item.id);
    expect(ids.indexOf(term.id)).toBeLessThan(ids.indexOf(second.id));

    const updated = await inject('PUT', `${path}/${term.id}`, { name: 'DRINKS', description: '' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: term.id, name: 'DRINKS', description: null });

    expect((await inject('DELETE', `${path}/${term.id}`)).json()).toEqual({ id: term.id });
    expect((await inject('GET', `${path}/${term.id}`)).statusCode).toBe(404);
    expect((await inject('GET', path)).json().map((item: { id: string }) => item.id)).not.toContain(term.id);
    // A deleted name is free again.
    await create('Drinks');
  });

  it.each([
    ['an empty name', { name: '' }, empty],
    ['a blank name', { name: '   ' }, empty],
    ['a missing name', {}, empty],
    ['a name over 35 characters', { name: 'x'.repeat(36) }, 'Name must be 1 to 35 characters.'],
  ])('refuses %s', async (_name, body, message) => {
    const response = await inject('POST', path, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(response.json().violations).toContainEqual({ field: 'name', message });
  });

  it('refuses a name taken in another case, on create and update, but not by another merchant', async () => {
    const name = freshName('Taken');
    await create(name);
    const duplicate = await inject('POST', path, { name: ` ${name.toUpperCase()} ` });
    expect(duplicate.json()).toEqual({ status: 400, code: 'NAME_TAKEN', message: taken });
    const mine = await create();
    expect((await inject('PUT', `${path}/${mine.id}`, { name: name.toLowerCase() })).json()).toEqual({
      status: 400,
      code: 'NAME_TAKEN',
      message: taken,
    });
    // Renaming a term to itself in another case is fine.
    expect((await inject('PUT', `${path}/${mine.id}`, { name: mine.name.toUpperCase() })).statusCode).toBe(
      200,
    );
    await create(name, other.headers);
  });

  it("answers 404 for another merchant's id and keeps lists apart", async () => {
    const theirs = await create(freshName('Theirs'), other.headers);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await inject(
        method,
        `${path}/${theirs.id}`,
        method === 'PUT' ? { name: 'Mine' } : undefined,
      );
      expect(response.statusCode, method).toBe(404);
    }
    expect((await inject('GET', path)).json().map((item: { id: string }) => item.id)).not.toContain(
      theirs.id,
    );
    expect((await inject('GET', `${path}/99999999999999999999`)).statusCode).toBe(404);
  });

  it('is for merchants only: 401 without a token, 403 for a customer', async () => {
    const term = await create();
    const calls: [TestMethod, string, unknown][] = [
      ['POST', path, { name: 'Nope' }],
      ['GET', path, undefined],
      ['GET', `${path}/${term.id}`, undefined],
      ['PUT', `${path}/${term.id}`, { name: 'Nope' }],
      ['DELETE', `${path}/${term.id}`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      expect((await inject(method, url, payload, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await inject(method, url, payload, customer.headers)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('categories', () => {
  it('carry a business type', async () => {
    const response = await inject('POST', '/api/product-categories', {
      name: freshName('Typed'),
      businessType: 'Food/Beverage',
    });
    expect(response.json()).toMatchObject({ businessType: 'Food/Beverage' });
  });
});
