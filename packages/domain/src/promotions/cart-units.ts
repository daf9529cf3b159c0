import type { LineAmounts, LineDiscount } from '../pricing/discounts';

// The cart as deal maths works on it (contract §7 "Which deals apply" 6–8): each normal-line unit
// is a slot that one item-level deal may consume, and every line keeps what is left of its
// product and add-on amounts, so that no amount goes below 0.

export interface LineSlot {
  readonly line: LineAmounts;
  /** The line's place in the cart: earlier lines win ties. */
  readonly order: number;
  /** Normal lines: the units no item-level deal has consumed yet. 0 on picks and redeem lines. */
  free: number;
  productLeft: number;
  readonly addonLeft: number[];
  /** Each add-on entry's cents per product unit (`addon.quantity × addon.price`). */
  readonly addonPerUnit: readonly number[];
}

const slotOf = (line: LineAmounts, order: number): LineSlot => ({
  line,
  order,
  free: line.kind === 'NORMAL' ? line.quantity : 0,
  productLeft: line.totalAmountCents,
  addonLeft: line.addons.map((addon) => addon.totalAmountCents),
  addonPerUnit: line.addons.map((addon) => addon.quantity * addon.unitPriceCents),
});

/** Highest unit price first (contract §7 "Units are consumed highest unit price first"), then the earlier line. */
const byUnitPrice = (a: LineSlot, b: LineSlot) =>
  b.line.unitPriceCents - a.line.unitPriceCents || a.order - b.order;

export class CartUnits {
  /** Every line, in cart order. */
  readonly slots: LineSlot[];
  /** Normal lines in cart order. */
  readonly normal: LineSlot[];
  /** Normal lines in the order their units are consumed. */
  readonly normalByPrice: LineSlot[];

  private constructor(slots: LineSlot[], byPriceOrders: readonly number[]) {
    this.slots = slots;
    this.normal = slots.filter((slot) => slot.line.kind === 'NORMAL');
    this.normalByPrice = byPriceOrders.map((order) => slots[order] as LineSlot);
  }

  static of(lines: readonly LineAmounts[]): CartUnits {
    const slots = lines.map(slotOf);
    const byPrice = slots.filter((slot) => slot.line.kind === 'NORMAL').sort(byUnitPrice);
    return new CartUnits(
      slots,
      byPrice.map((slot) => slot.order),
    );
  }

  /** An independent copy: what a deal would do alone, or after the deals applied so far. */
  fork(): CartUnits {
    const slots = this.slots.map((slot) => ({ ...slot, addonLeft: [...slot.addonLeft] }));
    return new CartUnits(
      slots,
      this.normalByPrice.map((slot) => slot.order),
    );
  }

  /** Normal-line units of these products, consumed or not (eligibility, earning, suggestions). */
  unitsOf(productIds: ReadonlySet<string>): number {
    let units = 0;
    for (const slot of this.normal) if (productIds.has(slot.line.productId)) units += slot.line.quantity;
    return units;
  }

  /** Normal-line units of these products not consumed yet. */
  freeUnitsOf(productIds: ReadonlySet<string>): number {
    let units = 0;
    for (const slot of this.normal) if (productIds.has(slot.line.productId)) units += slot.free;
    return units;
  }

  /** Lines of a kind that name a promotion (picks, redeem lines), in cart order. */
  linesOf(kind: 'PICK' | 'REDEEM', promotionId: string): LineSlot[] {
    return this.slots.filter((slot) => slot.line.kind === kind && slot.line.promotionId === promotionId);
  }

  /**
   * Takes `count` free units of these products, highest unit price first. All or nothing: null
   * (and nothing taken) when fewer are free.
   */
  take(productIds: ReadonlySet<string>, count: number): { slot: LineSlot; units: number }[] | null {
    const taken: { slot: LineSlot; units: number }[] = [];
    let need = count;
    for (const slot of this.normalByPrice) {
      if (need === 0) break;
      if (slot.free === 0 || !productIds.has(slot.line.productId)) continue;
      const units = Math.min(slot.free, need);
      slot.free -= units;
      need -= units;
      taken.push({ slot, units });
    }
    if (need > 0) {
      for (const { slot, units } of taken) slot.free += units;
      return null;
    }
    return taken;
  }
}

/**
 * What one deal gives, line by line, as it gives it: each amount is capped by what is left of
 * it (contract §7 "Floor"), so the sums never exceed the lines. Also the units it covers, for
 * `appliedProductList`, and whether any of them carry add-ons.
 */
export class Grant {
  private readonly byLine = new Map<LineSlot, { product: number; addons: number[] }>();
  /** Covered units by product id, in the order first covered. */
  readonly covered = new Map<string, number>();
  productCents = 0;
  addonCents = 0;
  hasAddons = false;

  private entryOf(slot: LineSlot) {
    let entry = this.byLine.get(slot);
    if (!entry) {
      entry = { product: 0, addons: slot.addonLeft.map(() => 0) };
      this.byLine.set(slot, entry);
    }
    return entry;
  }

  /** Records units this deal covers on a line, even when it gives them nothing. */
  cover(slot: LineSlot, units: number): void {
    this.entryOf(slot);
    const id = slot.line.productId;
    this.covered.set(id, (this.covered.get(id) ?? 0) + units);
    if (slot.line.addons.length > 0) this.hasAddons = true;
  }

  /** Gives up to these cents on a line's product and add-on entries, capped by what is left. */
  give(slot: LineSlot, productCents: number, addonCents?: readonly number[] | null): void {
    const entry = this.entryOf(slot);
    const product = Math.min(productCents, slot.productLeft);
    slot.productLeft -= product;
    entry.product += product;
    this.productCents += product;
    if (!addonCents) return;
    addonCents.forEach((cents, i) => {
      const addon = Math.min(cents, slot.addonLeft[i] ?? 0);
      slot.addonLeft[i] = (slot.addonLeft[i] ?? 0) - addon;
      entry.addons[i] = (entry.addons[i] ?? 0) + addon;
      this.addonCents += addon;
    });
  }

  get totalCents(): number {
    return this.productCents + this.addonCents;
  }

  /**
   * The discounts for `priceCart`. An item-level deal names itself on the normal lines it covers
   * (`appliedPromotionId`: the first such deal wins there); picks and redeem lines carry their own.
   */
  lineDiscounts(promotionId: string, itemLevel: boolean): LineDiscount[] {
    return [...this.byLine].map(([slot, entry]) => ({
      lineId: slot.line.lineId,
      productCents: entry.product,
      addonCents: entry.addons,
      ...(itemLevel && slot.line.kind === 'NORMAL' ? { appliedPromotionId: promotionId } : {}),
    }));
  }
}
