import type { CartUnits, Grant, LineSlot } from './cart-units';
import { percentOfCents, spreadCents } from './cents';
import type { CompiledPromotion } from './compiled';
import type { DealSubtype } from './promotion';

// Contract §7 Deal maths, one function per subtype. Each runs one deal on the cart as earlier
// deals left it: item-level deals take only free unit slots (highest unit price first),
// cart-level deals act on what is left of each normal line, and every amount given is capped by
// what is left (the Grant does that). Add-ons follow `isAddonCharged`: when it is false, the
// add-ons of the covered units are discounted at the same rate, or join the base that caps and
// receives a fixed sum.

export interface DealRun {
  /** k, the number of uses; 0 means the deal gives nothing now. */
  uses: number;
  /** BOGO and FREE_ITEM: reward units the customer may pick here, and those picked. */
  allowedPicks?: number;
  pickedUnits?: number;
  /** BOGO and FREE_ITEM: the units honoured on each pick line (the rest are over the limit). */
  honoured?: Map<string, number>;
}

type DealMaths = (deal: CompiledPromotion, units: CartUnits, grant: Grant, usesLeft: number) => DealRun;

const addonsCharged = (deal: CompiledPromotion) => deal.promotion.isAddonCharged;

/** A percentage of `count` units of a line, and of their add-ons unless they are charged. */
function givePercent(deal: CompiledPromotion, grant: Grant, slot: LineSlot, count: number, percent: number) {
  grant.cover(slot, count);
  const product = percentOfCents(count * slot.line.unitPriceCents, percent);
  const addons = addonsCharged(deal)
    ? null
    : slot.addonPerUnit.map((perUnit) => percentOfCents(count * perUnit, percent));
  grant.give(slot, product, addons);
}

/** ITEMS_P: every free reward-product unit at p; k = 1. */
const itemsPercent: DealMaths = (deal, units, grant) => {
  let covered = 0;
  for (const slot of units.normal) {
    if (slot.free === 0 || !deal.rewardIds.has(slot.line.productId)) continue;
    const count = slot.free;
    slot.free = 0;
    covered += count;
    givePercent(deal, grant, slot, count, deal.percent);
  }
  return { uses: covered > 0 ? 1 : 0 };
};

/** CART_P: each normal line's remaining amount (and add-ons unless charged) × p; k = 1. */
const cartPercent: DealMaths = (deal, units, grant) => {
  for (const slot of units.normal) {
    grant.cover(slot, slot.line.quantity);
    const addons = addonsCharged(deal)
      ? null
      : slot.addonLeft.map((left) => percentOfCents(left, deal.percent));
    grant.give(slot, percentOfCents(slot.productLeft, deal.percent), addons);
  }
  return { uses: units.normal.length > 0 ? 1 : 0 };
};

/**
 * Spreads a sum over the parts of some lines: each line's product, then its add-on entries when
 * they are not charged, in that order (the order ties go by).
 */
function spreadOver(
  deal: CompiledPromotion,
  grant: Grant,
  parts: readonly { slot: LineSlot; product: number; addons: readonly number[] }[],
  sum: (base: number) => number,
) {
  const charged = addonsCharged(deal);
  const amounts: number[] = [];
  for (const part of parts) {
    amounts.push(part.product);
    if (!charged) amounts.push(...part.addons);
  }
  const base = amounts.reduce((total, amount) => total + amount, 0);
  const shares = spreadCents(sum(base), amounts);
  let at = 0;
  for (const part of parts) {
    const product = shares[at++] as number;
    const addons = charged ? null : part.addons.map(() => shares[at++] as number);
    grant.give(part.slot, product, addons);
  }
}

/** CART_F: min(discountAmount, base) spread over what is left of the normal lines; k = 1. */
const cartFixed: DealMaths = (deal, units, grant) => {
  const discount = deal.promotion.discountAmountCents ?? 0;
  for (const slot of units.normal) grant.cover(slot, slot.line.quantity);
  spreadOver(
    deal,
    grant,
    units.normal.map((slot) => ({ slot, product: slot.productLeft, addons: slot.addonLeft })),
    (base) => Math.min(discount, base),
  );
  return { uses: units.normal.length > 0 ? 1 : 0 };
};

/**
 * COMBO and BUNDLE: each use takes c_g free units from every group g (highest unit price first),
 * while all groups still have them and uses are left; each use's sum is spread over the units
 * it consumed. The base of a use is their amounts, capped by what is left of their lines.
 */
function multi(sumOfUse: (deal: CompiledPromotion, base: number) => number): DealMaths {
  return (deal, units, grant, usesLeft) => {
    let uses = 0;
    while (uses < usesLeft) {
      const taken: { slot: LineSlot; units: number }[] = [];
      let complete = true;
      for (const group of deal.groups) {
        const part = units.take(group.productIds, group.quantity);
        if (!part) {
          complete = false;
          break;
        }
        taken.push(...part);
      }
      if (!complete) {
        for (const { slot, units: count } of taken) slot.free += count;
        break;
      }
      uses += 1;
      const parts = taken.map(({ slot, units: count }) => {
        grant.cover(slot, count);
        return {
          slot,
          product: Math.min(count * slot.line.unitPriceCents, slot.productLeft),
          addons: slot.addonPerUnit.map((perUnit, i) => Math.min(count * perUnit, slot.addonLeft[i] ?? 0)),
        };
      });
      spreadOver(deal, grant, parts, (base) => sumOfUse(deal, base));
    }
    return { uses };
  };
}

/** COMBO: each use gives min(discountAmount, base). */
const combo = multi((deal, base) => Math.min(deal.promotion.discountAmountCents ?? 0, base));
/** BUNDLE: each use gives max(0, base − fixedAmount). */
const bundle = multi((deal, base) => Math.max(0, base - (deal.promotion.fixedAmountCents ?? 0)));

/**
 * The picks of a BOGO or free-item deal, up to `allowed` units in cart order, each at `percent`
 * (their add-ons too unless charged). Units over the limit, and picks of products not on the
 * reward list, are not honoured.
 */
function givePicks(
  deal: CompiledPromotion,
  units: CartUnits,
  grant: Grant,
  allowed: number,
  percent: number,
): { picked: number; honoured: Map<string, number> } {
  const honoured = new Map<string, number>();
  let picked = 0;
  let left = allowed;
  for (const slot of units.linesOf('PICK', deal.id)) {
    const onList = deal.rewardIds.has(slot.line.productId);
    if (onList) picked += slot.line.quantity;
    const count = onList ? Math.min(slot.line.quantity, left) : 0;
    honoured.set(slot.line.lineId, count);
    if (count === 0) continue;
    left -= count;
    givePercent(deal, grant, slot, count, percent);
  }
  return { picked, honoured };
}

/**
 * BOGO: with U free required units and n per use, up to min(floor(U/n), uses left) × r reward
 * units may be picked, each at p (default 100%). k = ceil(picked / r) uses consume k × n
 * required units (not discounted: the picks are what it covers).
 */
const buyOneGetOne: DealMaths = (deal, units, grant, usesLeft) => {
  const perUse = deal.groups[0]?.quantity ?? 1;
  const freeRequired = units.freeUnitsOf(deal.requiredIds);
  const allowed = Math.min(Math.floor(freeRequired / perUse), usesLeft) * deal.rewardQuantity;
  const { picked, honoured } = givePicks(deal, units, grant, allowed, deal.percent);
  const given = Math.min(picked, allowed);
  const uses = Math.ceil(given / deal.rewardQuantity);
  if (uses > 0) units.take(deal.requiredIds, uses * perUse);
  return { uses, allowedPicks: allowed, pickedUnits: picked, honoured };
};

/** FREE_ITEM: once E ≥ requiredAmount (checked before), up to r reward units picked at 100%. */
const freeItem: DealMaths = (deal, units, grant, usesLeft) => {
  const allowed = usesLeft >= 1 ? deal.rewardQuantity : 0;
  const { picked, honoured } = givePicks(deal, units, grant, allowed, 100);
  return {
    uses: Math.min(picked, allowed) > 0 ? 1 : 0,
    allowedPicks: allowed,
    pickedUnits: picked,
    honoured,
  };
};

export const DEAL_MATHS: Record<DealSubtype, DealMaths> = {
  DEAL_DISCOUNT_ITEMS_P: itemsPercent,
  DEAL_DISCOUNT_CART_P: cartPercent,
  DEAL_DISCOUNT_CART_F: cartFixed,
  DEAL_MULTI_COMBO: combo,
  DEAL_MULTI_BUNDLE: bundle,
  DEAL_BUY_ONE_GET_ONE: buyOneGetOne,
  DEAL_FREE_ITEM: freeItem,
};

/** Deals that consume unit slots and name themselves on the lines they cover (contract §7 rule 6). */
export const ITEM_LEVEL: ReadonlySet<string> = new Set([
  'DEAL_DISCOUNT_ITEMS_P',
  'DEAL_MULTI_COMBO',
  'DEAL_MULTI_BUNDLE',
]);
/** Deals whose discount comes from the customer's picks. */
export const PICK_DEALS: ReadonlySet<string> = new Set(['DEAL_BUY_ONE_GET_ONE', 'DEAL_FREE_ITEM']);
