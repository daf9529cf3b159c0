import { productSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import type { KnownProduct } from './wizard-values';

/**
 * The merchant's products for the wizard's pickers: GET /api/products (contract §5), unpaged,
 * without deleted ones. Features do not import each other, so the wizard asks on its own; the
 * key sits under the catalogue's, so a catalogue write refreshes the pickers too.
 */
export const wizardProductsQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'products', 'perk-wizard'] as const,
    queryFn: ({ signal }) =>
      apiFetch('/api/products', { schema: z.array(productSchema), signal }).then((products) =>
        products.map(
          (product): KnownProduct => ({
            id: product.id,
            name: product.name,
            price: product.price,
            deleted: product.status === 'DELETED',
          }),
        ),
      ),
  });

export function useWizardProducts() {
  return useQuery(wizardProductsQuery());
}

/** Every product the wizard can name: the catalogue's, then the saved perk's own copies (deleted ones). */
export function productDirectory(
  catalogue: readonly KnownProduct[],
  saved: readonly KnownProduct[],
): Map<string, KnownProduct> {
  const directory = new Map(catalogue.map((product) => [product.id, product]));
  for (const product of saved)
    if (!directory.has(product.id)) directory.set(product.id, { ...product, deleted: true });
  return directory;
}
