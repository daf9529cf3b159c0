import type { PromotionProductRef, PromotionResponse, Store } from '@perkdesk/contracts';
import { sampleStore as torontoStore } from '../../../testing/sample-store';

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
export const sampleStore = (over: Partial<Store> = {}): Store =>
  torontoStore({
    id: '10000000000000000011',
    merchantId: '10000000000000000001',
    serveOptions: ['PICKUP'],
    ...over,
  });
