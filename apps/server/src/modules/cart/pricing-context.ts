import {
  type Addon,
  type AddonGroup,
  CART_MESSAGES,
  CART_QUANTITY_MAX,
  type Product,
  type Violation,
} from '@perkdesk/contracts';
import { checkAddonChoices, type ServiceFeeTerms, type TaxRate } from '@perkdesk/domain';
import type { ItemRow } from '../catalogue/catalogue.public';
import type { StoreMenu } from '../store-detail/store-menu';
import type { StoreRow } from '../stores/stores.public';

/** A line as a customer writes it (contract §8 `item`), or as a cart stores it. */
export interface LineRequest {
  productId: string;
  quantity: number;
  instruction?: string | null;
  addons: readonly { productId: string; quantity: number; addonGroupId?: string | null }[];
}

/** The store's menu at an instant, cut as the store detail cuts it, with the rows it was cut from. */
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

/** What a cart line is checked and priced against (the cart on every read and write, orders on re-checks). */
export interface PricingContext extends MenuContext {
  /**
   * The merchant's catalogue rows by id: the menu's, and the others that the lines given name
   * (unavailable or deleted). Another merchant's ids are absent.
   */
  rows: ReadonlyMap<string, ItemRow>;
  /** Every tax rate the store and those rows refer to. */
  taxConfigs: ReadonlyMap<string, TaxRate>;
}

/** The add-on groups a product is offered with now, in its order (only the included ones). */
export function groupsOfProduct(context: PricingContext, productId: string): AddonGroup[] {
  const product = context.products.get(productId);
  if (!product) return [];
  return product.addonGroups.flatMap((id) => context.addonGroups.get(id) ?? []);
}

export const nameOf = (context: PricingContext, id: string, fallback: string) =>
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
