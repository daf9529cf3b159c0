import type { Addon, AddonGroup, Product, PromotionResponse, Store, StoreDetail } from '@perkdesk/contracts';

export const STORE_ID = '10000000000000000001';
export const MERCHANT_ID = '20000000000000000001';
const at = '2026-01-01T00:00:00.000Z';

export function store(fields: Partial<Store> = {}): Store {
  return {
    id: STORE_ID,
    merchantId: MERCHANT_ID,
    name: 'Demo Café',
    description: 'Coffee and pastries',
    phone: '+14165550100',
    email: null,
    address: {
      streetNumber: '100',
      unit: null,
      streetName: 'Queen St W',
      city: 'Toronto',
      province: 'ON',
      country: 'Canada',
      postalCode: 'M5H 2N2',
      location: { type: 'Point', coordinates: [-79.38, 43.65], x: -79.38, y: 43.65 },
    },
    timeZone: { zoneName: 'America/Toronto', abbreviation: 'EST', gmtOffset: -18000, dst: false },
    operationTime: [],
    serveOptions: ['PICKUP', 'DELIVERY'],
    taxConfigIds: ['30000000000000000001'],
    images: [],
    slug: null,
    status: 'ACTIVE',
    createdAt: at,
    lastUpdatedAt: at,
    ...fields,
  } as Store;
}

const item = { description: null, images: [], attributes: {}, stores: [STORE_ID], productTaxConfigs: [] };

export function product(id: string, name: string, price: number, fields: Partial<Product> = {}): Product {
  return {
    ...item,
    id,
    name,
    price,
    unit: 'ea',
    groups: [],
    addonGroups: [],
    categories: [],
    status: 'ACTIVE',
    hideUntil: null,
    availableTime: [],
    createdAt: at,
    lastUpdatedAt: at,
    ...fields,
  };
}

export function addon(id: string, name: string, price: number, groups: string[]): Addon {
  return {
    ...item,
    id,
    name,
    price,
    groups,
    status: 'ACTIVE',
    hideUntil: null,
    availableTime: [],
    createdAt: at,
    lastUpdatedAt: at,
  };
}

export function addonGroup(
  id: string,
  name: string,
  addons: string[],
  rules: Partial<AddonGroup> = {},
): AddonGroup {
  return {
    id,
    name,
    description: null,
    images: [],
    products: addons,
    status: 'ACTIVE',
    forcedMin: 0,
    forcedMax: 0,
    isSameAddonAllowed: false,
    lastUpdatedAt: at,
    ...rules,
  };
}

/** A café with two groups, a latte that needs a size, and a muffin. */
export function cafeDetail(fields: Partial<StoreDetail> = {}): StoreDetail {
  return {
    store: store(),
    products: [
      product('40000000000000000001', 'Latte', 4.5, { addonGroups: ['60000000000000000001'] }),
      product('40000000000000000002', 'Muffin', 3.25),
    ],
    productGroups: [
      {
        id: '50000000000000000001',
        name: 'Drinks',
        description: null,
        image: null,
        rank: 1,
        products: ['40000000000000000001'],
      },
      {
        id: '50000000000000000002',
        name: 'Bakery',
        description: null,
        image: null,
        rank: 2,
        products: ['40000000000000000002'],
      },
    ],
    addons: [
      addon('70000000000000000001', 'Small', 0, ['60000000000000000001']),
      addon('70000000000000000002', 'Large', 0.75, ['60000000000000000001']),
    ],
    addonGroups: [
      addonGroup('60000000000000000001', 'Size', ['70000000000000000001', '70000000000000000002'], {
        forcedMin: 1,
        forcedMax: 1,
      }),
    ],
    promotions: [],
    ...fields,
  };
}

export function promotion(fields: Partial<PromotionResponse>): PromotionResponse {
  return {
    id: 'p1',
    merchantId: 'm',
    type: 'DEAL',
    dealType: 'DEAL_DISCOUNT_CART_F',
    isValid: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastUpdatedAt: '2026-01-01T00:00:00.000Z',
    name: 'Deal',
    description: null,
    images: [],
    stores: [],
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
    requiredProductList: [],
    rewardProductList: [],
    requiredAmount: null,
    discountAmount: null,
    discountPercent: null,
    fixedAmount: null,
    highlightInProductList: null,
    highlightAmount: null,
    requiredPunches: null,
    rewardItems: null,
    rewardPoints: null,
    requiredPoints: null,
    ...fields,
  };
}
