import { SimpleGrid, TextInput } from '@mantine/core';
import type { StoreInput } from '@perkdesk/contracts';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translation';
import type { StoreFormValues } from '../form/store-form';
import { translateStoreMessage } from '../form/store-messages';

type AddressField = Exclude<keyof StoreFormValues['address'], 'location'>;

// Street number 1–10, unit up to 10, postal code 3–10, the rest 2–100 (contract §1 Address).
const FIELDS: { name: AddressField; max: number; required: boolean; autoComplete: string; span?: number }[] =
  [
    { name: 'streetNumber', max: 10, required: true, autoComplete: 'address-line1' },
    { name: 'unit', max: 10, required: false, autoComplete: 'address-line2' },
    { name: 'streetName', max: 100, required: true, autoComplete: 'address-line1', span: 2 },
    { name: 'city', max: 100, required: true, autoComplete: 'address-level2' },
    { name: 'province', max: 100, required: true, autoComplete: 'address-level1' },
    { name: 'postalCode', max: 10, required: true, autoComplete: 'postal-code' },
    { name: 'country', max: 100, required: true, autoComplete: 'country-name' },
  ];

export function AddressFields() {
  const { t } = useTranslation('stores');
  const form = useFormContext<StoreFormValues, unknown, StoreInput>();
  const errors = form.formState.errors.address;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      {FIELDS.map((field) => (
        <TextInput
          key={field.name}
          style={field.span ? { gridColumn: `span ${field.span}` } : undefined}
          label={t(`address.${field.name}`)}
          withAsterisk={field.required}
          maxLength={field.max}
          autoComplete={field.autoComplete}
          error={translateStoreMessage(t, errors?.[field.name]?.message)}
          {...form.register(`address.${field.name}`)}
        />
      ))}
    </SimpleGrid>
  );
}
