import type { DiscountContext, DiscountOutcome, LineDiscount } from '../pricing/discounts';
import { type ApplicabilityContext, applicablePromotions, isCartCoupon } from './applicability';
import { CartUnits, Grant, type LineSlot } from './cart-units';
import { type CompiledPromotion, compilePromotion } from './compiled';
import { DEAL_MATHS, type DealRun, ITEM_LEVEL, PICK_DEALS } from './deal-maths';
import { blankEntry, dollarsText, type PromotionEntry } from './entries';
import { punchesUsed } from './loyalty';
import { type DealSubtype, type Promotion, usesLeft } from './promotion';

// Contract §7 "Which deals apply", "Earn-only entries and redemptions" and "Suggestions": which
// promotions act on one cart, in which order, and what the cart lists.

export interface DealSetup extends ApplicabilityContext {
  /** The merchant's promotions, any status: only those that apply (contract §6) are used. */
  promotions: readonly Promotion[];
  /** Names for `appliedProductList` and conditions when the promotion's references carry none. */
  productName?: (productId: string) => string | null | undefined;
}

/** A pick or redeem line to shrink to `quantity`, or to drop when it is 0. */
export interface LineAdjustment {
  lineId: string;
  promotionId: string | null;
  quantity: number;
}

export interface DealEvaluation extends DiscountOutcome<PromotionEntry> {
  /**
   * Picks whose deal stopped qualifying or no longer allows that many units, and redeem lines
   * whose promotion stopped applying (or exceeds a reward item's uses left). They are priced
   * without the discount they no longer get; `priceCartWithDeals` drops or shrinks them and
   * prices again ("a pick whose deal stops qualifying is removed at the next pricing").
   */
  lineAdjustments: LineAdjustment[];
}

/** What stays the same for every pricing of one customer's cart at one instant. */
export interface DealPlan {
  storeId: string;
  /** The promotions that apply, earliest created first. */
  applicable: readonly CompiledPromotion[];
  byId: ReadonlyMap<string, CompiledPromotion>;
  couponCode: string | null;
  usesLeft: (deal: CompiledPromotion) => number;
  productName: (productId: string, promotion: Promotion) => string;
}

export function planDeals(setup: DealSetup): DealPlan {
  const applicable = applicablePromotions(setup.promotions, setup).map(compilePromotion);
  const uses = setup.customer?.usesByPromotion;
  return {
    storeId: setup.store.id,
    applicable,
    byId: new Map(applicable.map((deal) => [deal.id, deal])),
    couponCode: setup.couponCode ?? null,
    usesLeft: (deal) => usesLeft(deal.promotion, uses?.get(deal.id) ?? 0),
    productName: (productId, promotion) =>
      promotion.requiredProductList.find((p) => p.id === productId)?.name ??
      promotion.rewardProductList.find((p) => p.id === productId)?.name ??
      setup.productName?.(productId) ??
      '',
  };
}

interface Qualification {
  qualifies: boolean;
  /** requiredAmount − E when positive. */
  shortCents: number;
  /** Units each short group still needs. */
  missing: { productIds: ReadonlySet<string>; units: number }[];
}

/** Whether a deal qualifies on the cart as it stands (contract §7 Deal maths, "Qualifies when"). */
function qualification(deal: CompiledPromotion, units: CartUnits, eligibilityCents: number): Qualification {
  const shortCents = Math.max(0, deal.requiredAmountCents - eligibilityCents);
  const missing: Qualification['missing'] = [];
  const need = (productIds: ReadonlySet<string>, count: number) => {
    const have = units.unitsOf(productIds);
    if (have < count) missing.push({ productIds, units: count - have });
  };
  switch (deal.dealType) {
    case 'DEAL_DISCOUNT_ITEMS_P':
      need(deal.rewardIds, 1);
      break;
    case 'DEAL_BUY_ONE_GET_ONE':
      need(deal.requiredIds, deal.groups[0]?.quantity ?? 1);
      break;
    case 'DEAL_MULTI_COMBO':
    case 'DEAL_MULTI_BUNDLE':
      for (const group of deal.groups) need(group.productIds, group.quantity);
      break;
    default:
      break;
  }
  return { qualifies: shortCents === 0 && missing.length === 0, shortCents, missing };
}

const isDeal = (deal: CompiledPromotion): deal is CompiledPromotion & { dealType: DealSubtype } =>
  deal.promotion.type === 'DEAL' && deal.dealType !== null && deal.dealType !== 'DEAL_UNKNOWN';

/** Punch cards and reward items whose figures make a redemption computable. */
function redeemable(deal: CompiledPromotion): boolean {
  const p = deal.promotion;
  const atLeastOne = (value: number | null) => value !== null && Number.isSafeInteger(value) && value >= 1;
  if (p.type === 'PUNCH_CARD') return atLeastOne(p.requiredPunches) && atLeastOne(p.rewardItems);
  if (p.type === 'REWARD_ITEM') return atLeastOne(p.requiredPoints);
  return false;
}

function earnable(deal: CompiledPromotion): boolean {
  const p = deal.promotion;
  if (p.type === 'PUNCH_CARD') return true;
  return p.type === 'POINT_PERK' && p.rewardPoints !== null && p.rewardPoints >= 1;
}

/** The promotion ids lines of a kind name, in the order they first appear. */
const promotionIdsOf = (units: CartUnits, kind: 'PICK' | 'REDEEM') => {
  const ids = new Set<string>();
  for (const slot of units.slots)
    if (slot.line.kind === kind && slot.line.promotionId !== null) ids.add(slot.line.promotionId);
  return [...ids];
};

const picksText = (count: number, percent: number) =>
  percent >= 100
    ? `Choose ${count} free item${count === 1 ? '' : 's'}`
    : `Choose ${count} item${count === 1 ? '' : 's'} at ${percent}% off`;

/**
 * Evaluates the promotions of a plan on one cart's line amounts (contract §7):
 * 1. **Redeem lines** of applying punch cards and reward items: the product 100% off, add-ons
 *    too unless charged; `usedPunches = ceil(q / rewardItems) × requiredPunches`,
 *    `usedPoints = q × requiredPoints`.
 * 2. **Deals that apply and qualify**, in this order: the coupon's deal, then every deal with a
 *    pick, then — when none of those is non-master — the public non-master deal with the
 *    largest stand-alone discount (ties to the earlier `createdAt`), then every master deal;
 *    within each, by `createdAt`. Item-level deals take only unit slots no earlier item-level
 *    deal took; cart-level deals act on what earlier deals left.
 * 3. **Earn-only entries** for applying punch cards and point perks with eligible units.
 * 4. **toBeAppliedPromotion**: qualifying BOGO and free-item deals with picks still available;
 *    **suggestedPromotion**: applying deals neither applied nor pickable whose highlight says so.
 */
export function evaluateDeals(context: DiscountContext, plan: DealPlan): DealEvaluation {
  if (context.storeId !== plan.storeId) {
    throw new RangeError(`Deals planned for store ${plan.storeId} cannot price store ${context.storeId}.`);
  }
  const units = CartUnits.of(context.lines);
  const lineDiscounts: LineDiscount[] = [];
  const lineAdjustments: LineAdjustment[] = [];
  const adjust = (slot: LineSlot, quantity: number) => {
    if (quantity < slot.line.quantity)
      lineAdjustments.push({ lineId: slot.line.lineId, promotionId: slot.line.promotionId, quantity });
  };
  const coveredList = (deal: CompiledPromotion, grant: Grant) =>
    [...grant.covered].map(([id, quantity]) => ({
      id,
      name: plan.productName(id, deal.promotion),
      quantity,
    }));
  const isCoupon = (deal: CompiledPromotion) => isCartCoupon(deal.promotion, plan.couponCode);

  // A pick or redeem line that names no promotion can never be discounted: it goes.
  for (const slot of units.slots)
    if (slot.line.kind !== 'NORMAL' && slot.line.promotionId === null) adjust(slot, 0);

  // 1. Redemptions.
  const redemptions: PromotionEntry[] = [];
  for (const id of promotionIdsOf(units, 'REDEEM')) {
    const lines = units.linesOf('REDEEM', id);
    const deal = plan.byId.get(id);
    if (!deal || !redeemable(deal)) {
      for (const slot of lines) adjust(slot, 0);
      continue;
    }
    const isCard = deal.promotion.type === 'PUNCH_CARD';
    const grant = new Grant();
    let left = isCard ? Number.POSITIVE_INFINITY : plan.usesLeft(deal);
    let redeemed = 0;
    for (const slot of lines) {
      const count = deal.rewardIds.has(slot.line.productId) ? Math.min(slot.line.quantity, left) : 0;
      adjust(slot, count);
      if (count === 0) continue;
      left -= count;
      redeemed += count;
      grant.cover(slot, count);
      const addons = deal.promotion.isAddonCharged
        ? null
        : slot.addonPerUnit.map((perUnit) => count * perUnit);
      grant.give(slot, count * slot.line.unitPriceCents, addons);
    }
    if (redeemed === 0) continue;
    lineDiscounts.push(...grant.lineDiscounts(id, false));
    const entry = blankEntry(
      deal.promotion,
      'APPLIED',
      'DEAL_UNKNOWN',
      isCard ? 'PUNCH_CARD_REDEEM' : 'REWARD_ITEM',
    );
    const cardRewardItems = deal.promotion.rewardItems ?? 1;
    Object.assign(entry, {
      isRedeem: true,
      timesApplied: isCard ? Math.ceil(redeemed / cardRewardItems) : redeemed,
      totalDiscountAmountCents: grant.totalCents,
      addonDiscountAmountCents: grant.addonCents,
      isAddonsPresentToDiscount: !deal.promotion.isAddonCharged && grant.hasAddons,
      appliedProductList: coveredList(deal, grant),
      usedPunches: isCard ? punchesUsed(redeemed, deal.promotion) : null,
      usedPoints: isCard ? null : redeemed * (deal.promotion.requiredPoints ?? 0),
    });
    redemptions.push(entry);
  }

  // 2. Deals.
  const eligibility = context.eligibilityAmountCents;
  const deals = plan.applicable.filter(isDeal);
  const qualifications = new Map(deals.map((deal) => [deal, qualification(deal, units, eligibility)]));
  const qualifying = deals.filter((deal) => qualifications.get(deal)?.qualifies);
  const pickIds = promotionIdsOf(units, 'PICK');
  const pickDealIds = new Set(
    qualifying.filter((deal) => PICK_DEALS.has(deal.dealType)).map((deal) => deal.id),
  );
  for (const id of pickIds) {
    if (!pickDealIds.has(id)) for (const slot of units.linesOf('PICK', id)) adjust(slot, 0);
  }
  const picked = new Set(pickIds.filter((id) => pickDealIds.has(id)));
  const coupon = qualifying.find(isCoupon) ?? null;
  const explicit = [
    ...(coupon ? [coupon] : []),
    ...qualifying.filter((deal) => deal !== coupon && picked.has(deal.id)),
  ];

  const applied: PromotionEntry[] = [];
  const runs = new Map<CompiledPromotion, DealRun>();
  const run = (deal: CompiledPromotion & { dealType: DealSubtype }) => {
    const grant = new Grant();
    const result = DEAL_MATHS[deal.dealType](deal, units, grant, plan.usesLeft(deal));
    runs.set(deal, result);
    for (const [lineId, honoured] of result.honoured ?? []) {
      const slot = units.slots.find((s) => s.line.lineId === lineId) as LineSlot;
      adjust(slot, honoured);
    }
    if (result.uses === 0 && deal !== coupon) return;
    lineDiscounts.push(...grant.lineDiscounts(deal.id, ITEM_LEVEL.has(deal.dealType)));
    const entry = blankEntry(deal.promotion, 'APPLIED', deal.dealType);
    Object.assign(entry, {
      isCoupon: isCoupon(deal),
      timesApplied: result.uses,
      totalDiscountAmountCents: grant.totalCents,
      addonDiscountAmountCents: grant.addonCents,
      isAddonsPresentToDiscount: !deal.promotion.isAddonCharged && grant.hasAddons,
      appliedProductList: coveredList(deal, grant),
    });
    applied.push(entry);
  };

  for (const deal of explicit) run(deal);
  // What a deal without picks would find if the customer picked now (its picks make it explicit).
  const afterExplicit = units.fork();
  const inSequence = new Set<CompiledPromotion>(explicit);

  if (explicit.every((deal) => deal.promotion.isMaster)) {
    let best: { deal: (typeof qualifying)[number]; cents: number } | null = null;
    const fresh = CartUnits.of(context.lines);
    for (const deal of qualifying) {
      const p = deal.promotion;
      if (inSequence.has(deal) || !p.isPublicAvailable || p.isMaster || PICK_DEALS.has(deal.dealType))
        continue;
      const alone = new Grant();
      DEAL_MATHS[deal.dealType](deal, fresh.fork(), alone, plan.usesLeft(deal));
      if (alone.totalCents > (best?.cents ?? 0)) best = { deal, cents: alone.totalCents };
    }
    if (best) {
      inSequence.add(best.deal);
      run(best.deal);
    }
  }
  for (const deal of qualifying) {
    if (!deal.promotion.isMaster || inSequence.has(deal) || PICK_DEALS.has(deal.dealType)) continue;
    inSequence.add(deal);
    run(deal);
  }

  // 3. Earn-only entries.
  const earned: PromotionEntry[] = [];
  for (const deal of plan.applicable) {
    if (!earnable(deal)) continue;
    const eligible = units.unitsOf(deal.requiredIds);
    if (eligible === 0) continue;
    const entry = blankEntry(deal.promotion, 'APPLIED', 'DEAL_UNKNOWN');
    const isCard = deal.promotion.type === 'PUNCH_CARD';
    const byProduct = new Map<string, number>();
    for (const slot of units.normal)
      if (deal.requiredIds.has(slot.line.productId))
        byProduct.set(slot.line.productId, (byProduct.get(slot.line.productId) ?? 0) + slot.line.quantity);
    Object.assign(entry, {
      isCoupon: isCoupon(deal),
      isDiscountNotApplicable: true,
      timesApplied: 1,
      appliedProductList: [...byProduct].map(([id, quantity]) => ({
        id,
        name: plan.productName(id, deal.promotion),
        quantity,
      })),
      rewardPunches: isCard ? eligible : null,
      rewardPoints: isCard ? null : eligible * (deal.promotion.rewardPoints ?? 0),
    });
    earned.push(entry);
  }

  // 4. Picks still available, then suggestions.
  const toBeApplied: PromotionEntry[] = [];
  for (const deal of qualifying) {
    if (!PICK_DEALS.has(deal.dealType)) continue;
    let result = runs.get(deal);
    if (!result)
      result = DEAL_MATHS[deal.dealType](deal, afterExplicit.fork(), new Grant(), plan.usesLeft(deal));
    const allowed = result.allowedPicks ?? 0;
    const available = allowed - Math.min(result.pickedUnits ?? 0, allowed);
    if (available <= 0) continue;
    const percent = deal.dealType === 'DEAL_FREE_ITEM' ? 100 : deal.percent;
    const entry = blankEntry(deal.promotion, 'TO_BE_APPLIED', deal.dealType);
    Object.assign(entry, {
      isCoupon: isCoupon(deal),
      picksAvailable: available,
      conditions: [picksText(available, percent)],
    });
    toBeApplied.push(entry);
  }

  const listed = new Set([...applied, ...toBeApplied].map((entry) => entry.id));
  const suggested: PromotionEntry[] = [];
  for (const deal of deals) {
    if (listed.has(deal.id)) continue;
    const conditions = suggestionConditions(deal, units, eligibility, qualifications.get(deal), plan);
    if (!conditions) continue;
    const entry = blankEntry(deal.promotion, 'SUGGESTED', deal.dealType);
    Object.assign(entry, { isCoupon: isCoupon(deal), conditions });
    suggested.push(entry);
  }

  return {
    lineDiscounts,
    appliedPromotions: [...applied, ...redemptions, ...earned, ...toBeApplied, ...suggested],
    lineAdjustments,
  };
}

/**
 * Contract §7 Suggestions: a deal is suggested when `highlightAmount ≤ E < requiredAmount`, or
 * when `highlightInProductList = [i]`, the cart holds a unit of group i and the deal does not
 * qualify yet. The conditions say what is missing: "Add $12.50 more", "Add 1 more Latte".
 */
function suggestionConditions(
  deal: CompiledPromotion,
  units: CartUnits,
  eligibilityCents: number,
  qualified: Qualification | undefined,
  plan: DealPlan,
): string[] | null {
  const p = deal.promotion;
  const byAmount =
    p.highlightAmountCents !== null &&
    p.highlightAmountCents <= eligibilityCents &&
    eligibilityCents < deal.requiredAmountCents;
  const index = p.highlightInProductList?.[0];
  const group = index === undefined ? undefined : deal.groups.find((g) => g.index === index);
  const byProduct = !!group && units.unitsOf(group.productIds) > 0 && !qualified?.qualifies;
  if (!byAmount && !byProduct) return null;
  const conditions: string[] = [];
  const shortCents = deal.requiredAmountCents - eligibilityCents;
  if (shortCents > 0) conditions.push(`Add ${dollarsText(shortCents)} more`);
  if (byProduct) {
    for (const missing of qualified?.missing ?? []) {
      const names = [...missing.productIds]
        .map((id) => plan.productName(id, p))
        .filter((name) => name !== '');
      const what = names.length > 0 ? names.join(' or ') : missing.units === 1 ? 'item' : 'items';
      conditions.push(`Add ${missing.units} more ${what}`);
    }
  }
  return conditions;
}
