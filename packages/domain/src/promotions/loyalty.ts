import type { Promotion } from './promotion';

// Punch and point maths (spec 2 §4, contract §7 "Earn-only entries and redemptions", §10).

function assertUnits(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`A quantity must be a whole number ≥ 0, got ${quantity}.`);
  }
}

const atLeastOne = (value: number | null, what: string): number => {
  if (value === null || !Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`${what} must be a whole number ≥ 1, got ${value}.`);
  }
  return value;
};

/** Punches a redemption of q reward units costs: ceil(q / rewardItems) × requiredPunches. */
export function punchesUsed(
  quantity: number,
  card: Pick<Promotion, 'requiredPunches' | 'rewardItems'>,
): number {
  assertUnits(quantity);
  const rewardItems = atLeastOne(card.rewardItems, 'rewardItems');
  return Math.ceil(quantity / rewardItems) * atLeastOne(card.requiredPunches, 'requiredPunches');
}

/** Merchant points a redemption of q reward units costs: q × requiredPoints. */
export function pointsUsed(quantity: number, reward: Pick<Promotion, 'requiredPoints'>): number {
  assertUnits(quantity);
  return quantity * atLeastOne(reward.requiredPoints, 'requiredPoints');
}

/** Punches a card earns at accept: 1 per eligible unit (a normal-line unit of a required product). */
export function punchesEarned(eligibleUnits: number): number {
  assertUnits(eligibleUnits);
  return eligibleUnits;
}

/** Merchant points a point perk credits at accept: eligible units × rewardPoints. */
export function pointsEarned(eligibleUnits: number, perk: Pick<Promotion, 'rewardPoints'>): number {
  assertUnits(eligibleUnits);
  return eligibleUnits * atLeastOne(perk.rewardPoints, 'rewardPoints');
}

/** Contract §10: REDEEMABLE once the punches reach the card's requirement (punches are uncapped). */
export function punchCardStatus(punches: number, requiredPunches: number): 'ACTIVE' | 'REDEEMABLE' {
  return punches >= requiredPunches ? 'REDEEMABLE' : 'ACTIVE';
}

/**
 * The most reward units a balance pays for: whole rounds of `rewardItems` per `requiredPunches`
 * for a punch card, floor(points / requiredPoints) for a reward item.
 */
export function redeemableUnits(
  promotion: Pick<Promotion, 'type' | 'requiredPunches' | 'rewardItems' | 'requiredPoints'>,
  balance: number,
): number {
  if (balance <= 0) return 0;
  if (promotion.type === 'PUNCH_CARD') {
    const rounds = Math.floor(balance / atLeastOne(promotion.requiredPunches, 'requiredPunches'));
    return rounds * atLeastOne(promotion.rewardItems, 'rewardItems');
  }
  if (promotion.type === 'REWARD_ITEM') {
    return Math.floor(balance / atLeastOne(promotion.requiredPoints, 'requiredPoints'));
  }
  return 0;
}

export type RedeemRefusal = 'INSUFFICIENT_PUNCHES' | 'INSUFFICIENT_POINTS';

/**
 * The redeem route's check (contract §8): the cost of q units against the customer's punches on
 * that card or points at that merchant. Null when the balance covers it (less than the full
 * entitlement is allowed). The codes are the contract's; their texts name the promotion.
 */
export function redeemRefusal(
  promotion: Pick<Promotion, 'type' | 'requiredPunches' | 'rewardItems' | 'requiredPoints'>,
  quantity: number,
  balance: number,
): RedeemRefusal | null {
  if (promotion.type === 'PUNCH_CARD') {
    return punchesUsed(quantity, promotion) > balance ? 'INSUFFICIENT_PUNCHES' : null;
  }
  if (promotion.type === 'REWARD_ITEM') {
    return pointsUsed(quantity, promotion) > balance ? 'INSUFFICIENT_POINTS' : null;
  }
  throw new RangeError(`A ${promotion.type} is not redeemed.`);
}
