import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoyaltyKit, startLoyalty } from '../../test/loyalty-kit';

// Bad input on the loyalty routes (contract §10) is refused before anything is read, in the
// contract's error shape; a merchant's points are never another merchant's.

describe('loyalty routes refuse bad input', () => {
  let k: LoyaltyKit;
  beforeAll(async () => {
    k = await startLoyalty();
  });
  afterAll(() => k.close());

  const expectViolation = (response: { statusCode: number; json(): unknown }, field: string) => {
    expect(response.statusCode).toBe(400);
    const body = response.json() as { status: number; code: string; violations: { field: string }[] };
    expect(body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(body.violations.map((violation) => violation.field)).toContain(field);
  };

  it('a punch card id, a merchant id or a page that is not one', async () => {
    const customer = await k.customer();
    expectViolation(await k.get('/api/user-punch-cards/not-an-id', customer.headers), 'id');
    expectViolation(await k.get('/api/user-punch-cards/history/12', customer.headers), 'id');
    expectViolation(await k.get('/api/user-points/history/abc', customer.headers), 'merchantId');
    expectViolation(
      await k.get('/api/user-points/history/global?pageSize=500', customer.headers),
      'pageSize',
    );
    expectViolation(
      await k.get('/api/user-points/history/global?pageNumber=-1', customer.headers),
      'pageNumber',
    );
  });

  it('a redeem without a number of points, and a well-formed id of nothing is 404', async () => {
    const shop = await k.shop();
    const customer = await k.customer();
    const noAmount = await k.post(
      '/api/merchant-points/redeem',
      { globalPoints: 'all' },
      shop.merchant.headers,
    );
    expectViolation(noAmount, 'globalPoints');
    expect((noAmount.json() as { violations: { message: string }[] }).violations[0]?.message).toBe(
      'Redeemed global points must be a multiple of 10,000.',
    );
    expectViolation(await k.post('/api/merchant-points/redeem', {}, shop.merchant.headers), 'globalPoints');
    const unknown = await k.get('/api/user-punch-cards/99999999999999999999', customer.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 404 });
  });
});
