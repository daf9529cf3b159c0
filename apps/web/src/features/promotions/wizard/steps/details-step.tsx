import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { MoneyInput } from '../../../../components/money-input/money-input';
import { useTranslation } from '../../../../i18n/translation';
import { formatMoney } from '../../../../lib/display-format';
import { CountInput } from '../fields/count-input';
import { ItemGroupsField } from '../fields/item-groups-field';
import { OptionsSection } from '../fields/options-section';
import { ProductPicker } from '../fields/product-picker';
import type { StepProps } from '../step-props';
import {
  bundlePriceWarns,
  comboDiscountWarns,
  oneUseSumCents,
  pointsOutsideGuide,
  punchesOutsideGuide,
} from '../wizard-guidance';
import type { WizardStep } from '../wizard-steps';

/** A guidance line that turns into a warning when the value leaves the advised range (spec 2 §5). */
function Guide({ hint, warning }: { hint: string; warning: string | null }) {
  return (
    <Text component="span" size="xs" c={warning ? 'orange' : 'dimmed'} style={{ display: 'block' }}>
      {warning ?? hint}
    </Text>
  );
}

function Warning({ children }: { children: ReactNode }) {
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="status">
      {children}
    </Alert>
  );
}

/** The kind's fields of one details step (spec 2 §2 wizard, §3 Promotion). */
export function DetailsStep(props: StepProps & { step: WizardStep }) {
  const { kind, step } = props;
  switch (kind) {
    case 'punch-card':
      return <PunchCardDetails {...props} />;
    case 'point-perk':
      return <PointPerkDetails {...props} />;
    case 'reward-item':
      return <RewardItemDetails {...props} />;
    case 'buy-one-get-one':
      return step === 'details1' ? <RequiredProducts {...props} /> : <BogoBenefit {...props} />;
    case 'free-item':
    case 'discount-items':
      return step === 'details1' ? <RewardProducts {...props} /> : <ItemsBenefit {...props} />;
    case 'discount-cart-fixed':
    case 'discount-cart-percent':
      return step === 'details1' ? <CartBenefit {...props} /> : <OptionsSection {...props} alone />;
    case 'combo':
    case 'bundle':
      return step === 'details1' ? <ItemGroupsField {...props} /> : <MultiBenefit {...props} />;
  }
}

function PunchCardDetails(props: StepProps) {
  const { t } = useTranslation('perk-wizard');
  const { values, change, error, products } = props;
  return (
    <Stack gap="md">
      <ProductPicker
        label={t('fields.earnProducts')}
        value={values.requiredGroups[0]?.productIds ?? []}
        onChange={(productIds) => change({ requiredGroups: [{ productIds, quantity: '1' }] })}
        products={products}
        error={error('requiredProducts')}
      />
      <ProductPicker
        label={t('fields.rewardProducts')}
        value={values.rewardProductIds}
        onChange={(rewardProductIds) => change({ rewardProductIds })}
        products={products}
        error={error('rewardProducts')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <CountInput
          label={t('fields.requiredPunches')}
          withAsterisk
          description={
            <Guide
              hint={t('fields.punchesHint')}
              warning={punchesOutsideGuide(values.requiredPunches) ? t('warnings.punches') : null}
            />
          }
          value={values.requiredPunches}
          onChange={(requiredPunches) => change({ requiredPunches })}
          error={error('requiredPunches')}
        />
        <CountInput
          label={t('fields.rewardItems')}
          withAsterisk
          value={values.rewardItems}
          onChange={(rewardItems) => change({ rewardItems })}
          error={error('rewardItems')}
        />
      </SimpleGrid>
      <OptionsSection {...props} />
    </Stack>
  );
}

function PointsInput({ field, ...props }: StepProps & { field: 'rewardPoints' | 'requiredPoints' }) {
  const { t } = useTranslation('perk-wizard');
  const value = props.values[field];
  return (
    <CountInput
      maw={360}
      label={t(`fields.${field}`)}
      withAsterisk
      description={
        <Guide
          hint={t('fields.pointsHint')}
          warning={pointsOutsideGuide(value) ? t('warnings.points') : null}
        />
      }
      value={value}
      onChange={(text) => props.change({ [field]: text })}
      error={props.error(field)}
    />
  );
}

function PointPerkDetails(props: StepProps) {
  const { t } = useTranslation('perk-wizard');
  const { values, change, error, products } = props;
  return (
    <Stack gap="md">
      <ProductPicker
        label={t('fields.earnProducts')}
        value={values.requiredGroups[0]?.productIds ?? []}
        onChange={(productIds) => change({ requiredGroups: [{ productIds, quantity: '1' }] })}
        products={products}
        error={error('requiredProducts')}
      />
      <PointsInput {...props} field="rewardPoints" />
      <OptionsSection {...props} />
    </Stack>
  );
}

function RewardItemDetails(props: StepProps) {
  const { t } = useTranslation('perk-wizard');
  const { values, change, error, products } = props;
  return (
    <Stack gap="md">
      <ProductPicker
        label={t('fields.rewardProducts')}
        value={values.rewardProductIds}
        onChange={(rewardProductIds) => change({ rewardProductIds })}
        products={products}
        error={error('rewardProducts')}
      />
      <PointsInput {...props} field="requiredPoints" />
      <OptionsSection {...props} />
    </Stack>
  );
}

/** BOGO step 1: what customers buy, and how many units one use needs. */
function RequiredProducts({ values, change, error, products }: StepProps) {
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
function RewardProducts({ kind, values, change, error, products }: StepProps) {
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

function MinimumOrder({ values, change, error, required }: StepProps & { required?: boolean }) {
  const { t } = useTranslation('perk-wizard');
  return (
    <MoneyInput
      label={t('fields.requiredAmount')}
      description={t('fields.requiredAmountHint')}
      withAsterisk={required}
      placeholder="0.00"
      value={values.requiredAmount}
      onChange={(requiredAmount) => change({ requiredAmount })}
      error={error('requiredAmount')}
    />
  );
}

function Percent({ values, change, error, hint }: StepProps & { hint?: string }) {
  const { t } = useTranslation('perk-wizard');
  return (
    <CountInput
      label={t('fields.discountPercent')}
      description={hint}
      decimals={3}
      rightSection="%"
      value={values.discountPercent}
      onChange={(discountPercent) => change({ discountPercent })}
      error={error('discountPercent')}
    />
  );
}

/** BOGO step 2: what customers get, how many, at what discount. */
function BogoBenefit(props: StepProps) {
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
function ItemsBenefit(props: StepProps) {
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
function CartBenefit(props: StepProps) {
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
function MultiBenefit(props: StepProps) {
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
