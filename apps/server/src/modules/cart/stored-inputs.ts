import { type AddonGroupLimits, type CartLineInput, type CartLineKind, groupOfAddon } from '@perkdesk/domain';
import type { StoredCartLine } from '../../db/schema/index';
import type { ItemRow } from '../catalogue/catalogue.public';
import { groupsOfProduct, type PricingContext } from './pricing-context';

/**
 * Stored lines as `priceCart` takes them. What became of the catalogue since a line was written:
 * a deleted product's line and deleted add-ons vanish; a line merely unavailable now stays, priced
 * at today's prices and reported as a problem (line-problems.ts), so the customer sees and edits it.
 */
export interface StoredInputs {
  /** The lines to keep, as stored: a deleted product's line and deleted add-ons are gone. */
  lines: StoredCartLine[];
  inputs: CartLineInput[];
  vanished: boolean;
}

const isLive = (row: ItemRow | undefined, kind: ItemRow['kind']): row is ItemRow =>
  row !== undefined && row.kind === kind && row.status !== 'DELETED';

const kindOf = (line: StoredCartLine): CartLineKind =>
  line.isFreeItem ? 'PICK' : line.isRedeem ? 'REDEEM' : 'NORMAL';

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
