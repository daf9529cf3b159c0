import type { TaxService } from '../taxes/taxes.service';
import type { ItemInput } from './item-view';

/** The tax ids of entries with their own taxes; read outside any transaction (the tax service's own connection). */
export async function checkItemTaxes(taxes: TaxService, input: ItemInput) {
  for (const [index, config] of (input.productTaxConfigs ?? []).entries())
    if (!config.isDefaultStoreTax)
      await taxes.check([...new Set(config.taxConfigIds)], `productTaxConfigs[${index}].taxConfigIds`, {
        required: false,
      });
}
