import { CANADA_TAX_RATES } from '@perkdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await signedIn(t, 'USER')).headers;
});
afterAll(() => t.close());

const get = (url: string, auth = headers) => t.app.inject({ url, headers: auth });
const summary = (taxes: { taxType: string; percentage: number }[]) =>
  taxes.map((tax) => `${tax.taxType} ${tax.percentage}`).join(' + ');

describe('GET /api/tax-config', () => {
  it("lists Canada's seeded rates exactly, as the domain states them", async () => {
    const response = await get('/api/tax-config');
    expect(response.statusCode).toBe(200);
    const taxes = response.json();
    expect(taxes).toHaveLength(CANADA_TAX_RATES.length);
    for (const rate of CANADA_TAX_RATES) {
      expect(taxes).toContainEqual({
        ...rate,
        description: `${rate.province ?? 'Canada'} ${rate.taxType} ${rate.percentage}%`,
        productCategory: null,
      });
    }
  });

  it('narrows to the taxes that can apply at a place', async () => {
    expect(summary((await get('/api/tax-config?country=CA&province=QC')).json())).toBe(
      'GST 5 + GST 5 + QST 9.975',
    );
    expect((await get('/api/tax-config?country=canada')).json()).toHaveLength(CANADA_TAX_RATES.length);
    expect((await get('/api/tax-config?country=US')).json()).toEqual([]);
    expect((await get('/api/tax-config?country=&province=')).json()).toHaveLength(CANADA_TAX_RATES.length);
  });

  it('needs a token', async () => {
    expect((await get('/api/tax-config', {})).statusCode).toBe(401);
    expect((await get('/api/tax-config/default?country=CA', {})).statusCode).toBe(401);
  });
});

describe('GET /api/tax-config/default', () => {
  it.each([
    ['Ontario by code', 'country=CA&province=ON&city=Toronto', 'HST 13'],
    ['Ontario by name in any case', 'country=canada&province=ontario', 'HST 13'],
    ['Quebec', 'country=CA&province=QC&city=Montr%C3%A9al', 'GST 5 + QST 9.975'],
    ['Québec by its French name', 'country=Canada&province=Qu%C3%A9bec', 'GST 5 + QST 9.975'],
    ['British Columbia', 'country=CA&province=BC&city=Vancouver', 'GST 5 + PST 7'],
    ['Manitoba', 'country=CA&province=MB', 'GST 5 + RST 7'],
    ['Saskatchewan', 'country=CA&province=SK', 'GST 5 + PST 6'],
    ['Nova Scotia', 'country=CA&province=NS', 'HST 14'],
    ['New Brunswick', 'country=CA&province=NB', 'HST 15'],
    ['Alberta: GST only, from the country level', 'country=CA&province=AB&city=Calgary', 'GST 5'],
    ['Nunavut: the country level', 'country=CA&province=NU', 'GST 5'],
    ['an unknown province: the country level', 'country=CA&province=Atlantis', 'GST 5'],
    ['another country: none', 'country=US&province=NY', ''],
  ])('%s', async (_name, query, expected) => {
    const response = await get(`/api/tax-config/default?${query}`);
    expect(response.statusCode).toBe(200);
    expect(summary(response.json())).toBe(expected);
  });

  it('needs a country', async () => {
    const response = await get('/api/tax-config/default?province=ON');
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toEqual([{ field: 'country', message: 'Country is required.' }]);
  });
});
