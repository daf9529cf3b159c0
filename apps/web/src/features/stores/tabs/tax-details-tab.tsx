import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { StoreInput } from '@perkdesk/contracts';
import { IconReceiptTax } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TaxConfigBadges } from '../../../components/tax-config-dialog/tax-config-badges';
import { TaxConfigSelectDialog } from '../../../components/tax-config-dialog/tax-config-select-dialog';
import { useTranslation } from '../../../i18n/translation';
import { getDefaultTaxes } from '../api/get-default-taxes';
import type { StoreFormValues } from '../form/store-form';
import { translateStoreMessage } from '../form/store-messages';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** The store's taxes: the address default, or a choice made in the tax dialog (spec 2 §2). */
export function TaxDetailsTab() {
  const { t } = useTranslation('stores');
  const form = useFormContext<StoreFormValues, unknown, StoreInput>();
  const [opened, setOpened] = useState(false);
  const [ids, country, province, city] = useWatch({
    control: form.control,
    name: ['taxConfigIds', 'address.country', 'address.province', 'address.city'],
  });
  const place = { country, province, city };
  const defaults = useQuery({
    queryKey: ['tax-config', 'default', country, province, city],
    queryFn: ({ signal }) => getDefaultTaxes(place, signal),
    enabled: country.trim().length >= 2,
  });
  const defaultIds = defaults.data?.map((tax) => tax.id) ?? [];
  const choose = (next: string[]) =>
    form.setValue('taxConfigIds', next, {
      shouldDirty: true,
      shouldTouch: true,
      shouldValidate: Boolean(form.getFieldState('taxConfigIds').error),
    });

  return (
    <Stack gap="md" maw={760}>
      <Group gap="xs">
        <IconReceiptTax size={20} />
        <Title order={4}>{t('taxes.title')}</Title>
      </Group>
      <Text size="sm" c="dimmed">
        {t('taxes.intro')}
      </Text>
      <TaxConfigBadges ids={ids} />
      {form.formState.errors.taxConfigIds && (
        <Text size="sm" c="red" role="alert">
          {translateStoreMessage(t, form.formState.errors.taxConfigIds.message)}
        </Text>
      )}
      {defaultIds.length > 0 && !sameSet(ids, defaultIds) && (
        <Alert variant="light" color="blue" title={t('taxes.defaultDiffers')}>
          <Group gap="sm" mt={4}>
            <TaxConfigBadges ids={defaultIds} />
            <Button size="xs" variant="light" onClick={() => choose(defaultIds)}>
              {t('taxes.useDefault')}
            </Button>
          </Group>
        </Alert>
      )}
      <Group>
        <Button variant="default" onClick={() => setOpened(true)}>
          {t('taxes.change')}
        </Button>
      </Group>
      <TaxConfigSelectDialog
        opened={opened}
        onClose={() => setOpened(false)}
        value={ids}
        onApply={choose}
        place={place}
      />
    </Stack>
  );
}
