import { holidaysSchema } from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { createStore, TAX, torontoAddress } from '../../test/setup-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// GET /api/social/holidays: the store's country and province, in the place's language, own stores only.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Caller = { headers: Record<string, string> };
const holidays = (caller: Caller, query: string) =>
  t.app.inject({ url: `/api/social/holidays?${query}`, headers: caller.headers });
const montrealAddress = {
  ...torontoAddress({ coordinates: [-73.5673, 45.5017] }),
  streetName: 'Rue Notre-Dame Est',
  city: 'Montréal',
  province: 'Québec',
  country: 'Canada',
  postalCode: 'H2Y 1C6',
};
const year2026 = 'from=2026-01-01&to=2026-12-31';

describe('holidays', () => {
  it('lists Ontario’s holidays in English and Quebec’s in French', async () => {
    const merchant = await signedIn(t);
    const toronto = await createStore(t, merchant.headers);
    const montreal = await createStore(t, merchant.headers, {
      name: 'Vieux-Port',
      address: montrealAddress,
      taxConfigIds: [TAX.quebecGst, TAX.quebecQst],
      timeZone: 'America/Toronto',
    });

    const ontario = await holidays(merchant, `storeId=${toronto.id}&${year2026}`);
    expect(ontario.statusCode, ontario.body).toBe(200);
    const ontarioDays = holidaysSchema.parse(ontario.json());
    expect(ontarioDays).toContainEqual({ date: '2026-02-16', name: 'Family Day', type: 'public' });
    expect(ontarioDays).toContainEqual({ date: '2026-12-26', name: 'Boxing Day', type: 'public' });
    expect(ontarioDays).toContainEqual({ date: '2026-07-01', name: 'Canada Day', type: 'public' });
    expect(ontarioDays).toContainEqual({ date: '2026-02-14', name: "Valentine's Day", type: 'observance' });
    expect(ontarioDays.some((day) => day.date === '2026-06-24')).toBe(false);
    expect(ontarioDays.map((day) => day.date)).toEqual([...ontarioDays.map((day) => day.date)].sort());

    const quebec = await holidays(merchant, `storeId=${montreal.id}&${year2026}`);
    expect(quebec.statusCode, quebec.body).toBe(200);
    const quebecDays = holidaysSchema.parse(quebec.json());
    expect(quebecDays).toContainEqual({
      date: '2026-06-24',
      name: 'Fête nationale du Québec',
      type: 'public',
    });
    expect(quebecDays).toContainEqual({ date: '2026-07-01', name: 'Fête du Canada', type: 'public' });
    expect(quebecDays.some((day) => day.date === '2026-02-16')).toBe(false);
    expect(quebecDays.some((day) => day.date === '2026-12-26')).toBe(false);
  });

  it('keeps to the range, both ends included, across a new year', async () => {
    const merchant = await signedIn(t);
    const store = await createStore(t, merchant.headers);
    const response = await holidays(merchant, `storeId=${store.id}&from=2026-12-25&to=2027-01-01`);
    expect(response.json().map((day: { date: string }) => day.date)).toEqual([
      '2026-12-25',
      '2026-12-26',
      '2027-01-01',
    ]);
  });

  it('answers a year from the store’s today by default', async () => {
    const merchant = await signedIn(t);
    const store = await createStore(t, merchant.headers);
    const days = holidaysSchema.parse((await holidays(merchant, `storeId=${store.id}`)).json());
    const today = t.clock.now().toISOString().slice(0, 10);
    expect(days.length).toBeGreaterThanOrEqual(10);
    expect(days.every((day) => day.date >= addDays(today, -1) && day.date <= addDays(today, 366))).toBe(true);
    expect(days.some((day) => day.name === 'Canada Day')).toBe(true);
  });

  it('answers 404 for another merchant’s store or an unknown one, and is for merchants only', async () => {
    const owner = await signedIn(t);
    const store = await createStore(t, owner.headers);
    const stranger = await signedIn(t);
    expect((await holidays(stranger, `storeId=${store.id}&${year2026}`)).statusCode).toBe(404);
    expect((await holidays(owner, `storeId=12345678901234567890&${year2026}`)).statusCode).toBe(404);
    expect((await holidays(owner, `storeId=nope&${year2026}`)).statusCode).toBe(404);
    expect((await holidays({ headers: {} }, `storeId=${store.id}`)).statusCode).toBe(401);
    expect((await holidays(await signedIn(t, 'USER'), `storeId=${store.id}`)).statusCode).toBe(403);
  });

  it('refuses bad ranges with 400', async () => {
    const merchant = await signedIn(t);
    const store = await createStore(t, merchant.headers);
    for (const query of [
      '',
      `storeId=${store.id}&from=2026-13-01&to=2026-12-31`,
      `storeId=${store.id}&from=2026-12-31&to=2026-01-01`,
      `storeId=${store.id}&from=2026-01-01&to=2027-01-02`,
      `storeId=${store.id}&from=2020-01-01`.replace('from', 'to').concat('&from=2018-01-01'),
    ]) {
      expect((await holidays(merchant, query)).statusCode, query).toBe(400);
    }
    expect((await holidays(merchant, `storeId=${store.id}&from=2026-01-01&to=2027-01-01`)).statusCode).toBe(
      200,
    );
  });
});

function addDays(day: string, days: number) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
