import { MultiSelect } from '@mantine/core';
import { useTranslation } from '../../../../i18n/translation';
import { formatMoney } from '../../../../lib/display-format';
import type { KnownProduct } from '../wizard-values';

interface ProductPickerProps {
  label: string;
  value: string[];
  onChange: (ids: string[]) => void;
  /** The catalogue's products and the saved perk's own (deleted ones marked). */
  products: ReadonlyMap<string, KnownProduct>;
  error?: string;
  required?: boolean;
}

/**
 * Chooses products by name. A product deleted since the perk was saved stays listed as
 * "name (deleted)" (spec 2 §2 Catalogue pickers) and can only be removed: it is offered only
 * while chosen, and chosen options are not offered. (A disabled option would lose its pill's
 * remove button.)
 */
export function ProductPicker({
  label,
  value,
  onChange,
  products,
  error,
  required = true,
}: ProductPickerProps) {
  const { t } = useTranslation('perk-wizard');
  const options = [...products.values()]
    .filter((product) => !product.deleted || value.includes(product.id))
    .map((product) => ({
      value: product.id,
      label: product.deleted
        ? t('fields.deletedProduct', { name: product.name || t('fields.unknownProduct') })
        : product.price === null
          ? product.name
          : `${product.name} · ${formatMoney(product.price)}`,
    }));
  // An id known nowhere (a product of another list since removed) still shows what it is.
  for (const id of value)
    if (!products.has(id))
      options.push({
        value: id,
        label: t('fields.deletedProduct', { name: t('fields.unknownProduct') }),
      });
  return (
    <MultiSelect
      label={label}
      withAsterisk={required}
      placeholder={value.length === 0 ? t('fields.productsPlaceholder') : undefined}
      nothingFoundMessage={t('fields.noProduct')}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      clearable
      hidePickedOptions
      error={error}
    />
  );
}
