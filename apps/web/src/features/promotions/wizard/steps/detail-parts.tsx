import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { MoneyInput } from '../../../../components/money-input/money-input';
import { useTranslation } from '../../../../i18n/translation';
import { CountInput } from '../fields/count-input';
import type { StepProps } from '../step-props';
import { pointsOutsideGuide } from '../wizard-guidance';

// The inputs several details steps share.

/** A guidance line that turns into a warning when the value leaves the advised range (spec 2 §5). */
export function Guide({ hint, warning }: { hint: string; warning: string | null }) {
  return (
    <Text component="span" size="xs" c={warning ? 'orange' : 'dimmed'} style={{ display: 'block' }}>
      {warning ?? hint}
    </Text>
  );
}

/** A warning that never blocks (the 50% combo and bundle warnings are client-side only). */
export function Warning({ children }: { children: ReactNode }) {
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="status">
      {children}
    </Alert>
  );
}

/** Points per item (earned or spent), with the 100–1,000 guidance. */
export function PointsInput({ field, ...props }: StepProps & { field: 'rewardPoints' | 'requiredPoints' }) {
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

/** The minimum order amount (requiredAmount), compared with the products' amount only. */
export function MinimumOrder({ values, change, error, required }: StepProps & { required?: boolean }) {
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

/** The discount percent, up to 3 decimals. */
export function Percent({ values, change, error, hint }: StepProps & { hint?: string }) {
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
