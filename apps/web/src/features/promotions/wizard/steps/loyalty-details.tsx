import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from '../../../../i18n/translation';
import { CountInput } from '../fields/count-input';
import { OptionsSection } from '../fields/options-section';
import { ProductPicker } from '../fields/product-picker';
import type { StepProps } from '../step-props';
import { punchesOutsideGuide } from '../wizard-guidance';
import { Guide, PointsInput } from './detail-parts';

// The single details step of the loyalty perks: punch card, points perk, reward item.

/** Punch card: products that earn punches, the reward, punches needed (3–12 advised). */
export function PunchCardDetails(props: StepProps) {
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

/** Points perk: products that earn, and the points per item. */
export function PointPerkDetails(props: StepProps) {
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

/** Reward item: the products it gives, and the points each costs. */
export function RewardItemDetails(props: StepProps) {
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
