import { Button, Group, Radio, Stack } from '@mantine/core';
import { IconReceiptTax } from '@tabler/icons-react';
import { useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { TaxConfigBadges } from '../../../components/tax-config-dialog/tax-config-badges';
import { TaxConfigSelectDialog } from '../../../components/tax-config-dialog/tax-config-select-dialog';
import { useTranslation } from '../../../i18n/translation';
import type { RuleFormOutput, RuleFormValues } from '../delivery-rules/rule-form';

/**
 * A rule's taxes (contract §4): the store's, or its own choice, where choosing none makes the
 * delivery price tax exempt.
 */
export function RuleTaxField({ control }: { control: Control<RuleFormValues, unknown, RuleFormOutput> }) {
  const { t } = useTranslation('stores');
  const byStore = useController({ control, name: 'isDefaultStoreTax' });
  const own = useController({ control, name: 'taxConfigIds' });
  const [opened, setOpened] = useState(false);
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t('rules.taxes')}
        value={byStore.field.value ? 'store' : 'own'}
        onChange={(value) => byStore.field.onChange(value === 'store')}
      >
        <Group gap="lg" mt={6}>
          <Radio value="store" label={t('rules.storeTaxes')} />
          <Radio value="own" label={t('rules.ownTaxesChoice')} />
        </Group>
      </Radio.Group>
      {!byStore.field.value && (
        <Group gap="sm">
          <TaxConfigBadges ids={own.field.value} />
          <Button
            size="xs"
            variant="default"
            leftSection={<IconReceiptTax size={14} />}
            onClick={() => setOpened(true)}
          >
            {t('rules.chooseTaxes')}
          </Button>
        </Group>
      )}
      <TaxConfigSelectDialog
        opened={opened}
        onClose={() => setOpened(false)}
        value={own.field.value}
        onApply={own.field.onChange}
        allowEmpty
        title={t('rules.chooseTaxes')}
      />
    </Stack>
  );
}
