import { SimpleGrid, Stack } from '@mantine/core';
import { MoneyInput } from '../../../../components/money-input/money-input';
import { useTranslation } from '../../../../i18n/translation';
import { formatMoney } from '../../../../lib/display-format';
import { CountInput } from '../fields/count-input';
import { OptionsSection } from '../fields/options-section';
import { ProductPicker } from '../fields/product-picker';
import type { StepProps } from '../step-props';
import { bundlePriceWarns, comboDiscountWarns, oneUseSumCents } from '../wizard-guidance';
import { MinimumOrder, Percent, Warning } from './detail-parts';

// The two details steps of the deals (the item groups of combo and bundle are fields/item-groups-field).

/** BOGO step 1: what customers buy, and how many units one use needs. */
export function RequiredProducts({ values, change, error, products }: StepProps) {
  const { t } = useTranslation('perk-wizard');
  const group = values.requiredGroups[0] ?? { productIds: [], quantity: '1' };
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <div style={{ gridColumn: 'span 2' }}>
        <ProductPicker
          label={t('fields.buyProducts')}
          value={group.productIds}
          onChange={(productIds) => change({ requiredGroups: [{ ...group, productIds }] })}
          products={products}
          error={error('requiredProducts')}
        />
      </div>
      <CountInput
        label={t('fields.buyQuantity')}
        value={group.quantity}
        onChange={(quantity) => change({ requiredGroups: [{ ...group, quantity }] })}
      />
    </SimpleGrid>
  );
}

/** Free item and % items step 1: the products given or discounted. */
export function RewardProducts({ kind, values, change, error, products }: StepProps) {
  const { t } = useTranslation('perk-wizard');
  const free = kind === 'free-item';
  return (
    <SimpleGrid cols={{ base: 1, sm: free ? 3 : 1 }} spacing="md">
      <div style={free ? { gridColumn: 'span 2' } : undefined}>
        <ProductPicker
          label={t(free ? 'fields.freeProducts' : 'fields.discountedProducts')}
          value={values.rewardProductIds}
          onChange={(rewardProductIds) => change({ rewardProductIds })}
          products={products}
          error={error('rewardProducts')}
        />
      </div>
      {free && (
        <CountInput
          label={t('fields.rewardQuantity')}
          value={values.rewardQuantity}
          onChange={(rewardQuantity) => change({ rewardQuantity })}
          error={error('rewardQuantity')}
        />
      )}
    </SimpleGrid>
  );
}

/** BOGO step 2: what customers get, how many, at what discount. */
export function BogoBenefit(props: StepProps) {
  const { t } = useTranslation('perk-wizard');
  const { values, change, error, products } = props;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <div style={{ gridColumn: 'span 2' }}>
          <ProductPicker
            label={t('fields.getProducts')}
            value={values.rewardProductIds}
            onChange={(rewardProductIds) => change({ rewardProductIds })}
            products={products}
            error={error('rewardProducts')}
          />
        </div>
        <CountInput
          label={t('fields.rewardQuantity')}
          value={values.rewardQuantity}
          onChange={(rewardQuantity) => change({ rewardQuantity })}
          error={error('rewardQuantity')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Percent {...props} hint={t('fields.bogoPercentHint')} />
        <MinimumOrder {...props} />
      </SimpleGrid>
      <OptionsSection {...props} />
    </Stack>
  );
}

/** Free item and % items step 2: the minimum order (free item) or the percent, then options. */
export function ItemsBenefit(props: StepProps) {
  const free = props.kind === 'free-item';
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {!free && <Percent {...props} />}
        <MinimumOrder {...props} required={free} />
      </SimpleGrid>
      <OptionsSection {...props} />
    </Stack>
  );
}

/** Cart deals step 1: the amount or percent off, and the minimum order. */
export function CartBenefit(props: StepProps) {
  const { t } = useTranslation('perk-wizard');
  const { kind, values, change, error } = props;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {kind === 'discount-cart-fixed' ? (
        <MoneyInput
          label={t('fields.discountAmount')}
          withAsterisk
          placeholder="0.00"
          value={values.discountAmount}
          onChange={(discountAmount) => change({ discountAmount })}
          error={error('discountAmount')}
        />
      ) : (
        <Percent {...props} />
      )}
      <MinimumOrder {...props} />
    </SimpleGrid>
  );
}

/** Combo and bundle step 2: the discount or flat price, with the 50% warnings, then options. */
export function MultiBenefit(props: StepProps) {
  const { t } = useTranslation('perk-wizard');
  const { kind, values, change, error, products } = props;
  const combo = kind === 'combo';
  const sum = oneUseSumCents(values.requiredGroups, products, combo ? 'min' : 'max');
  const warns = combo
    ? comboDiscountWarns(sum, values.discountAmount)
    : bundlePriceWarns(sum, values.fixedAmount);
  const field = combo ? 'discountAmount' : 'fixedAmount';
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MoneyInput
          label={t(`fields.${field}`)}
          withAsterisk
          placeholder="0.00"
          description={
            sum === null
              ? undefined
              : t(combo ? 'fields.comboSum' : 'fields.bundleSum', { amount: formatMoney(sum / 100) })
          }
          value={values[field]}
          onChange={(text) => change({ [field]: text })}
          error={error(field)}
        />
        <MinimumOrder {...props} />
      </SimpleGrid>
      {warns && <Warning>{t(combo ? 'warnings.combo' : 'warnings.bundle')}</Warning>}
      <OptionsSection {...props} />
    </Stack>
  );
}
