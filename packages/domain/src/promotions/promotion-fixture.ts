// A promotion with defaults, for the promotions tests and bench/deal-engine.mjs (not exported from
// the package; free of test-runner imports so the benchmark can load it).
import type { Promotion } from './promotion';

export const STORE = { id: 'store-on', timeZone: 'America/Toronto' };

let created = 0;
/** A promotion with every field at its default (an ACTIVE public deal of STORE); patch what matters. */
export function promotion(patch: Partial<Promotion> & Pick<Promotion, 'id'>): Promotion {
  created += 1;
  return {
    type: 'DEAL',
    name: patch.id,
    status: 'ACTIVE',
    isValid: true,
    storeIds: [STORE.id],
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, created)),
    availableFrom: null,
    availableTo: null,
    availableTime: null,
    displayTime: null,
    isPublicAvailable: true,
    couponCode: null,
    isMaster: false,
    isAddonCharged: true,
    isNewClient: false,
    maxRedeem: null,
    limitedStock: null,
    requiredProductList: [],
    rewardProductList: [],
    requiredAmountCents: null,
    discountAmountCents: null,
    discountPercent: null,
    fixedAmountCents: null,
    highlightInProductList: null,
    highlightAmountCents: null,
    requiredPunches: null,
    rewardItems: null,
    rewardPoints: null,
    requiredPoints: null,
    ...patch,
  };
}
