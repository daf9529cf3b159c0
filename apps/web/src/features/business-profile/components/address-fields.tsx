import { Autocomplete, Grid, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translation';
import { translateServerMessage } from '../../../lib/server-messages';
import { CANADIAN_PROVINCES } from '../canadian-provinces';
import type { DetailsForm } from './details-form-context';

/** The address of contract §1, laid out as a postal address reads. */
export function AddressFields({ form }: { form: DetailsForm }) {
  const { t } = useTranslation('business-profile');
  const errors = form.formState.errors.address;
  const message = (text: string | undefined) => translateServerMessage(text);
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <TextInput
          label={t('details.streetNumber')}
          required
          maxLength={10}
          autoComplete="address-line1"
          error={message(errors?.streetNumber?.message)}
          {...form.register('address.streetNumber')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('details.streetName')}
          required
          error={message(errors?.streetName?.message)}
          {...form.register('address.streetName')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <TextInput
          label={t('details.unit')}
          maxLength={10}
          autoComplete="address-line2"
          error={message(errors?.unit?.message)}
          {...form.register('address.unit')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={t('details.city')}
          required
          autoComplete="address-level2"
          error={message(errors?.city?.message)}
          {...form.register('address.city')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Controller
          control={form.control}
          name="address.province"
          render={({ field }) => (
            <Autocomplete
              label={t('details.province')}
              required
              data={CANADIAN_PROVINCES}
              autoComplete="address-level1"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={message(errors?.province?.message)}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={t('details.postalCode')}
          required
          maxLength={10}
          autoComplete="postal-code"
          error={message(errors?.postalCode?.message)}
          {...form.register('address.postalCode')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('details.country')}
          required
          autoComplete="country-name"
          error={message(errors?.country?.message)}
          {...form.register('address.country')}
        />
      </Grid.Col>
    </Grid>
  );
}
