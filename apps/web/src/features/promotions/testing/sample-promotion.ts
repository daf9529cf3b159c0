import type { PromotionProductRef, PromotionResponse, Store } from '@perkdesk/contracts';

/** A product reference as the server expands it. */
export const productRef = (over: Partial<PromotionProductRef> = {}): PromotionProductRef => ({
  id: '10000000000000000101',
  groupIndex: null,
  quantity: 1,
  name: 'Latte',
  price: 4.5,
  status: 'ACTIVE',
  ...over,
});

/** A valid, active buy-one-get-one deal in one store; tests override what they look at. */
export function samplePromotion(over: Partial<PromotionResponse> = {}): PromotionResponse {
  return {
    id: '10000000000000000501',
    merchantId: '10000000000000000001',
    type: 'DEAL',
    dealType: 'DEAL_BUY_ONE_GET_ONE',
    isValid: true,
    createdAt: '2026-03-01T12:00:00.000Z',
    lastUpdatedAt: '2026-03-02T12:00:00.000Z',
    name: 'Latte for two',
    description: 'Buy a latte, get the second free.',
    images: [],
    stores: ['10000000000000000011'],
    status: 'ACTIVE',
    availableFrom: null,
    availableTo: null,
    availableTime: [],
    displayTime: [],
    isPublicAvailable: true,
    couponCode: null,
    isMaster: false,
    isAddonCharged: true,
    isNewClient: false,
    maxRedeem: null,
    limitedStock: null,
    requiredProductList: [productRef()],
    rewardProductList: [productRef()],
    requiredAmount: null,
    discountAmount: null,
    discountPercent: 100,
    fixedAmount: null,
    highlightInProductList: null,
    highlightAmount: null,
    requiredPunches: null,
    rewardItems: null,
    rewardPoints: null,
    requiredPoints: null,
    ...over,
  };
}

/** The store the sample promotions are in. */
export function sampleStore(over: Partial<Store> = {}): Store {
  return {
    id: '10000000000000000011',
    merchantId: '10000000000000000001',
    name: 'Queen West',
    description: null,
    phone: null,
    email: null,
    address: {
      streetNumber: '100',
      streetName: 'Queen Street West',
      city: 'Toronto',
      province: 'ON',
      country: 'CA',
      postalCode: 'M5H 2N2',
    },
    timeZone: { zoneName: 'America/Toronto', abbreviation: 'EST', gmtOffset: -18000, dst: false },
    operationTime: [],
    serveOptions: ['PICKUP'],
    taxConfigIds: [],
    images: [],
    status: 'ACTIVE',
    createdAt: '2026-01-01T00:00:00.000Z',
    lastUpdatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}
