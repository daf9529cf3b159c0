import type { Product, ProductInput, TimeWindow } from '@perkdesk/contracts';
import { productInputSchema } from '@perkdesk/contracts';
import { formToInput, productToForm } from './product-form';

/** The product's windows as the contract's TimeWindow (the read schema types the day as text). */
export function windowsOf(item: Pick<Product, 'availableTime'>): TimeWindow[] {
  return item.availableTime as TimeWindow[];
}

/** Whether a product is hidden at `now` (a hide-until moment still ahead). */
export function isHidden(hideUntil: string | null, now: Date): boolean {
  return hideUntil !== null && new Date(hideUntil).getTime() > now.getTime();
}

/**
 * The full body that saves a new schedule from the list's schedule icon (PUT takes the whole
 * product, contract §5): the product as it is, with the new hideUntil and availableTime.
 */
export function withSchedule(
  product: Product,
  schedule: { hideUntil: string | null; availableTime: TimeWindow[] },
): ProductInput {
  const values = { ...productToForm(product), ...schedule };
  return productInputSchema.parse(formToInput(values, product));
}
