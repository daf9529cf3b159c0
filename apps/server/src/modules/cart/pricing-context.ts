import {
  type Addon,
  type AddonGroup,
  CART_MESSAGES,
  CART_QUANTITY_MAX,
  type Cart,
  type Product,
  type Violation,
} from '@perkdesk/contracts';
import {
  type AddonGroupLimits,
  type CartLineInput,
  type CartLineKind,
  cartAmountsInDollars,
  checkAddonChoices,
  groupOfAddon,
  type PriceCartInput,
  type PriceCartResult,
  type PricedCart,
  type PromotionEntry,
  priceCart,
  promotionListsInDollars,
  type ServiceFeeTerms,
  type TaxRate,
} from '@perkdesk/domain';
import type { Executor } from '../../db/client';
import type { StoredCartLine } from '../../db/schema/index';
import { type ItemRow, listItemsByIds } from '../catalogue/catalogue.public';
import type { StoreCatalogue } from '../store-detail/store-detail.public';
import { cutStoreMenu, type StoreMenu } from '../store-detail/store-menu';
import type { StoreRow } from '../stores/stores.public';

// What a cart line is checked and priced against: the store's menu at an instant, cut exactly as
// the store detail cuts it (contract §4 StoreDetail, §5 Availability), plus the catalogue rows and
// tax rates the lines name. The cart uses it on every read and write; the orders module uses it
// to re-price and re-check lines at checkout, confirm and paid.

/** A line as a customer writes it (contract §8 `item`), or as a cart stores it. */
export interface LineRequest {
  productId: string;
  quantity: number;
  instruction?: string | null;
  addons: readonly { productId: string; quantity: number; addonGroupId?: string | null }[];
}

/** The store's menu at an instant: what the store detail offers, with the rows it was cut from. */
export interface MenuContext {
  store: StoreRow;
  instant: Date;
  /** What the store detail offers at the instant. */
  menu: StoreMenu;
  /** The menu's products, add-ons and add-on groups by id: available now, groups as included. */
  products: ReadonlyMap<string, Product>;
  addons: ReadonlyMap<string, Addon>;
  addonGroups: ReadonlyMap<string, AddonGroup>;
  /** The merchant's catalogue rows by id that the menu was cut from. */
  rows: ReadonlyMap<string, ItemRow>;
  serviceFee: ServiceFeeTerms;
}

export interface PricingContext extends MenuContext {
  /**
   * The merchant's catalogue rows by id: the menu's, and the others that the lines given name
   * (unavailable or deleted). Another merchant's ids are absent.
   */
  rows: ReadonlyMap<string, ItemRow>;
  /** Every tax rate the store and those rows refer to. */
  taxConfigs: ReadonlyMap<string, TaxRate>;
}

/** The store detail's cut (contract §4, §5) of a store's catalogue at an instant, indexed by id. */
export function menuContextOf(
  catalogue: StoreCatalogue,
  options: { store: StoreRow; instant: Date; serviceFee: ServiceFeeTerms },
): MenuContext {
  const { store, instant } = options;
  const menu = cutStoreMenu(catalogue, store, instant);
  return {
    store,
    instant,
    menu,
    products: new Map(menu.products.map((product) => [product.id, product])),
    addons: new Map(menu.addons.map((addon) => [addon.id, addon])),
    addonGroups: new Map(menu.addonGroups.map((group) => [group.id, group])),
    rows: new Map(catalogue.items.map((row) => [row.id, row])),
    serviceFee: options.serviceFee,
  };
}

/** Tax rates by id (the menu cache keeps them; `findTaxConfigs` reads them). */
export type TaxRateSource = (db: Executor, ids: readonly string[]) => Promise<ReadonlyMap<string, TaxRate>>;

/**
 * Completes a menu for the lines about to be checked or priced (new ones included): the rows of
 * the ids the menu lacks (only when a line names one), then the tax rates of the store and of
 * those rows. One query after the other, so it may run inside the caller's transaction (the cart
 * does, under the cart's lock).
 */
export async function completePricingContext(
  db: Executor,
  base: MenuContext,
  lines: readonly LineRequest[],
  taxRates: TaxRateSource,
): Promise<PricingContext> {
  const { store } = base;
  const named = new Set<string>();
  for (const line of lines) {
    named.add(line.productId);
    for (const addon of line.addons) named.add(addon.productId);
  }
  const missing = [...named].filter((id) => !base.rows.has(id));
  let rows = base.rows;
  if (missing.length > 0) {
    // Copied only then: the menu's own map may be shared by every caller of a cached menu.
    const extended = new Map(base.rows);
    for (const row of await listItemsByIds(db, store.merchantId, missing)) extended.set(row.id, row);
    rows = extended;
  }

  const taxIds = new Set(store.taxConfigIds);
  for (const id of named)
    for (const entry of rows.get(id)?.taxConfigs ?? [])
      if (entry.storeId === store.id && !entry.isDefaultStoreTax)
        for (const taxId of entry.taxConfigIds) taxIds.add(taxId);
  return { ...base, rows, taxConfigs: await taxRates(db, [...taxIds]) };
}

/** The add-on groups a product is offered with now, in its order (only the included ones). */
function groupsOfProduct(context: PricingContext, productId: string): AddonGroup[] {
  const product = context.products.get(productId);
  if (!product) return [];
  return product.addonGroups.flatMap((id) => context.addonGroups.get(id) ?? []);
}

const nameOf = (context: PricingContext, id: string, fallback: string) =>
  context.rows.get(id)?.name ?? fallback;

/**
 * The contract's line validation (§8) against what the store offers now: quantity 1–99, the
 * product available, each add-on available and in one of the product's included groups, and the
 * group counts per unit. Violations name fields under `field` (`item`, or `items[2]` for a cart's
 * line), one per field, the first failed rule; an unavailable product stops there. Names come
 * from the catalogue; an id of no product of the merchant reads "Product" / "Add-on".
 */
export function checkLine(context: PricingContext, line: LineRequest, field = 'item'): Violation[] {
  const violations: Violation[] = [];
  const add = (path: string, message: string) => {
    if (!violations.some((violation) => violation.field === path)) violations.push({ field: path, message });
  };
  const quantityOk = (quantity: number) =>
    Number.isInteger(quantity) && quantity >= 1 && quantity <= CART_QUANTITY_MAX;
  if (!quantityOk(line.quantity)) add(`${field}.quantity`, CART_MESSAGES.quantity);
  line.addons.forEach((addon, i) => {
    if (!quantityOk(addon.quantity)) add(`${field}.addons[${i}].quantity`, CART_MESSAGES.addonQuantity);
  });
  if (violations.length > 0) return violations;

  const product = context.products.get(line.productId);
  if (!product)
    return [
      {
        field: `${field}.productId`,
        message: CART_MESSAGES.notAvailable(nameOf(context, line.productId, 'Product')),
      },
    ];

  const groups = groupsOfProduct(context, product.id);
  const groupName = (id: string) => context.addonGroups.get(id)?.name ?? '';
  for (const problem of checkAddonChoices(groups, line.addons)) {
    if (problem.rule === 'AT_LEAST')
      add(`${field}.addons`, CART_MESSAGES.atLeast(problem.forcedMin, groupName(problem.groupId)));
    else if (problem.rule === 'AT_MOST')
      add(`${field}.addons`, CART_MESSAGES.atMost(problem.forcedMax, groupName(problem.groupId)));
    else {
      const addon = line.addons[problem.index] as LineRequest['addons'][number];
      const addonName = nameOf(context, addon.productId, 'Add-on');
      if (problem.rule === 'NOT_ALLOWED')
        add(
          `${field}.addons[${problem.index}].productId`,
          CART_MESSAGES.addonNotAllowed(addonName, product.name),
        );
      else add(`${field}.addons[${problem.index}].quantity`, CART_MESSAGES.onlyOnce(addonName));
    }
  }
  return violations;
}

/** A kept line that cannot be ordered now (unavailable, or its add-ons no longer fit). */
export interface LineProblem {
  lineId: string;
  productId: string;
  productName: string;
  /** As `checkLine` gives them, under `items[i]` (i: the line's place in the kept lines). */
  violations: Violation[];
}

export interface PricedLines<P = never> {
  /** The lines to keep, as stored: a deleted product's line and deleted add-ons are gone. */
  lines: StoredCartLine[];
  /** Whether anything went, so that a writer stores `lines` back. */
  vanished: boolean;
  /** Kept lines that fail the line validation now; the cart still shows and prices them. */
  problems: LineProblem[];
  result: PriceCartResult<P>;
}

const isLive = (row: ItemRow | undefined, kind: ItemRow['kind']): row is ItemRow =>
  row !== undefined && row.kind === kind && row.status !== 'DELETED';

const kindOf = (line: StoredCartLine): CartLineKind =>
  line.isFreeItem ? 'PICK' : line.isRedeem ? 'REDEEM' : 'NORMAL';

/** Stored lines as `priceCart` takes them, less what vanished (see `priceStoredLines`). */
export interface StoredInputs {
  /** The lines to keep, as stored: a deleted product's line and deleted add-ons are gone. */
  lines: StoredCartLine[];
  inputs: CartLineInput[];
  vanished: boolean;
}

export function storedInputsOf(context: PricingContext, stored: readonly StoredCartLine[]): StoredInputs {
  let vanished = false;
  const lines: StoredCartLine[] = [];
  const inputs: CartLineInput[] = [];
  for (const line of stored) {
    const product = context.rows.get(line.productId);
    if (!isLive(product, 'PRODUCT')) {
      vanished = true;
      continue;
    }
    const addons = line.addons.filter((addon) => isLive(context.rows.get(addon.productId), 'ADDON'));
    if (addons.length !== line.addons.length) vanished = true;
    const kept = { ...line, addons };
    lines.push(kept);
    const groups: AddonGroupLimits[] = groupsOfProduct(context, product.id);
    inputs.push({
      id: line.id,
      kind: kindOf(line),
      product: {
        id: product.id,
        name: product.name,
        priceCents: product.priceCents,
        image: product.images[0] ?? null,
        productTaxConfigs: product.taxConfigs,
      },
      quantity: line.quantity,
      instruction: line.instruction,
      promotionId: line.appliedPromotionId ?? null,
      addons: addons.map((addon) => {
        const row = context.rows.get(addon.productId) as ItemRow;
        return {
          addon: {
            id: row.id,
            name: row.name,
            priceCents: row.priceCents,
            productTaxConfigs: row.taxConfigs,
          },
          quantity: addon.quantity,
          // The group it counts toward, when the product still offers one that holds it.
          addonGroupId: groupOfAddon(groups, addon)?.id ?? addon.addonGroupId ?? null,
        };
      }),
    });
  }
  return { lines, inputs, vanished };
}

/** The kept lines that fail the line validation now, under `items[i]`. */
export function lineProblemsOf(context: PricingContext, lines: readonly StoredCartLine[]): LineProblem[] {
  const problems: LineProblem[] = [];
  lines.forEach((line, i) => {
    const violations = checkLine(context, line, `items[${i}]`);
    if (violations.length > 0)
      problems.push({
        lineId: line.id,
        productId: line.productId,
        productName: nameOf(context, line.productId, 'Product'),
        violations,
      });
  });
  return problems;
}

/** What `priceCart` takes besides the lines and the stage: the store, its taxes, the service fee. */
export const pricingBaseOf = (context: PricingContext) => ({
  store: { id: context.store.id, taxConfigIds: context.store.taxConfigIds },
  taxConfigs: context.taxConfigs,
  serviceFee: context.serviceFee,
});

/**
 * Prices stored lines against the context with the domain's `priceCart` (contract §7), the
 * store's tax rates and the configured service fee; `extra` adds what orders need (delivery,
 * global points). With promotions, `priceStoredLinesWithDeals` (./cart-deals) prices instead.
 *
 * What became of the catalogue since a line was written (the contract says only that a deleted
 * product's lines vanish at the next read; the rest is this module's choice):
 * - a line whose product is deleted (or is not the merchant's product at all) vanishes;
 * - an add-on that was deleted vanishes from its line;
 * - a line whose product or add-ons are merely unavailable now (inactive, hidden, outside their
 *   hours, taken off the store, a group's limits changed) stays, priced at the catalogue's current
 *   prices, and is reported in `problems` with the contract's messages: the customer sees it in
 *   the cart and removes or edits it, and checkout refuses it. Dropping it would lose a breakfast
 *   item at 10:31 for good; hiding it would make it reappear unannounced.
 */
export function priceStoredLines<P = never>(
  context: PricingContext,
  stored: readonly StoredCartLine[],
  extra: Pick<PriceCartInput<P>, 'delivery' | 'globalPoints' | 'discounts'> = {},
): PricedLines<P> {
  const { lines, inputs, vanished } = storedInputsOf(context, stored);
  const result = priceCart<P>({ ...pricingBaseOf(context), lines: inputs, ...extra });
  return { lines, vanished, problems: lineProblemsOf(context, lines), result };
}

/**
 * The Cart of contract §8 from a priced cart: amounts in dollars through the domain's wire
 * helpers, the three promotion lists from the deal engine's entries (none without promotions),
 * and the coupon's promotion as `{"<CODE>": Promotion}`.
 */
export function cartToWire(priced: PricedCart<unknown>, couponPromotion: Cart['couponPromotion'] = {}): Cart {
  return {
    ...cartAmountsInDollars(priced),
    ...promotionListsInDollars(priced.appliedPromotions as PromotionEntry[]),
    couponPromotion,
  };
}
