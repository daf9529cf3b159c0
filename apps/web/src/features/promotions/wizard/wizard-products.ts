import { useQuery } from '@tanstack/react-query';
import { productsQuery } from '../../../lib/products-query';
import type { KnownProduct } from './wizard-values';

/**
 * The merchant's products for the wizard's pickers: the catalogue's unfiltered list (shared query
 * in lib/products-query, so both screens hold one copy), without deleted ones.
 */
export function useWizardProducts() {
  return useQuery({
    ...productsQuery(),
    select: (products) =>
      products.map(
        (product): KnownProduct => ({
          id: product.id,
          name: product.name,
          price: product.price,
          deleted: product.status === 'DELETED',
        }),
      ),
  });
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
