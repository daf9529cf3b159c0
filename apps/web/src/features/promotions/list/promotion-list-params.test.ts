import { describe, expect, it } from 'vitest';
import { readListParams } from '../../../components/list-top-bar/list-params';
import { selectPage } from '../../../components/list-top-bar/select-page';
import { samplePromotion } from '../testing/sample-promotion';
import {
  PROMOTION_LIST_DEFAULTS,
  promotionAccessors,
  serverFilters,
  TYPE_FILTER_OPTIONS,
} from './promotion-list-params';

const params = (query: string) => readListParams(new URLSearchParams(query), PROMOTION_LIST_DEFAULTS);

describe('promotion list parameters', () => {
  it('sends store, type, status, keyword and the order with its ascending flag', () => {
    expect(
      serverFilters(params('store=7&type=ALL_NO_REWARD&status=INACTIVE&q=%20latte%20&sort=name&dir=asc')),
    ).toEqual({
      storeId: '7',
      type: 'ALL_NO_REWARD',
      status: 'INACTIVE',
      keyword: 'latte',
      orderBy: 'name',
      asc: 'true',
    });
  });

  it('asks for the newest first when the URL names no order', () => {
    expect(serverFilters(params(''))).toEqual({
      storeId: undefined,
      type: undefined,
      status: undefined,
      keyword: undefined,
      orderBy: 'date',
      asc: 'false',
    });
  });

  it('never sends a type or status the server would refuse, nor the Rank sort', () => {
    const filters = serverFilters(params('type=COUPON&status=DELETED&sort=rank'));
    expect(filters.type).toBeUndefined();
    expect(filters.status).toBeUndefined();
    expect(filters.orderBy).toBeUndefined();
    expect(filters.asc).toBeUndefined();
  });

  it('offers every type and ALL_NO_REWARD first', () => {
    expect(TYPE_FILTER_OPTIONS).toEqual(['ALL_NO_REWARD', 'DEAL', 'PUNCH_CARD', 'POINT_PERK', 'REWARD_ITEM']);
  });

  it("keeps the server's order and pages it; search also matches the coupon code", () => {
    const items = ['3', '1', '2'].map((id) =>
      samplePromotion({ id, name: `Perk ${id}`, couponCode: id === '2' ? 'SPRING25' : null }),
    );
    const ids = (query: string) =>
      selectPage(items, params(query), promotionAccessors).items.map((p) => p.id);
    expect(ids('')).toEqual(['3', '1', '2']);
    expect(ids('sort=name&dir=asc')).toEqual(['3', '1', '2']);
    expect(ids('q=spring')).toEqual(['2']);
    expect(selectPage(items, params('size=5'), promotionAccessors).pageCount).toBe(1);
  });
});
