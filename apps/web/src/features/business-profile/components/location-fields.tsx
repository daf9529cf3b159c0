import { Button, Grid, Group, NumberInput, Text } from '@mantine/core';
import { IconCurrentLocation, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translation';
import { translateServerMessage } from '../../../lib/server-messages';
import { useGeocodeAddress } from '../api/geocode-address';
import { useClientConfig } from '../api/get-client-config';
import { DEFAULT_LOCATION } from '../details-form';
import type { DetailsForm } from './details-form-context';
import ltr from './ltr-value.module.css';

/**
 * The address's point, which the first store requires (contract §1). The map pin is the store
 * screens'; here the coordinates are typed, taken from spec 2's default location, or looked up
 * from the address when the server has a geocoder.
 */
export function LocationFields({ form }: { form: DetailsForm }) {
  const { t } = useTranslation('business-profile');
  const config = useClientConfig();
  const geocode = useGeocodeAddress();
  const [notFound, setNotFound] = useState(false);
  const { errors } = form.formState;

  const setPoint = (lat: number, lng: number) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('latitude', lat, options);
    form.setValue('longitude', lng, options);
  };

  const findFromAddress = () => {
    const a = form.getValues('address');
    const text = [`${a.streetNumber} ${a.streetName}`, a.city, a.province, a.postalCode, a.country]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(', ');
    setNotFound(false);
    geocode.mutate(text, {
      onSuccess: ({ results: [best] }) => (best ? setPoint(best.lat, best.lng) : setNotFound(true)),
    });
  };

  return (
    <Grid gutter="md" align="flex-end">
      {(['latitude', 'longitude'] as const).map((name) => (
        <Grid.Col key={name} span={{ base: 12, sm: 6, md: 3 }}>
          <Controller
            control={form.control}
            name={name}
            render={({ field }) => (
              <NumberInput
                label={t(`details.${name}`)}
                required
                decimalScale={6}
                min={name === 'latitude' ? -90 : -180}
                max={name === 'latitude' ? 90 : 180}
                hideControls
                classNames={{ input: ltr.value }}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={translateServerMessage(errors[name]?.message)}
              />
            )}
          />
        </Grid.Col>
      ))}
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconCurrentLocation size={16} />}
            onClick={() => setPoint(DEFAULT_LOCATION.lat, DEFAULT_LOCATION.lng)}
          >
            {t('details.useDefault')}
          </Button>
          {config.data?.geocoderConfigured && (
            <Button
              variant="default"
              leftSection={<IconSearch size={16} />}
              loading={geocode.isPending}
              onClick={findFromAddress}
            >
              {t('details.findFromAddress')}
            </Button>
          )}
        </Group>
      </Grid.Col>
      {notFound && (
        <Grid.Col span={12}>
          <Text size="sm" c="orange" role="status">
            {t('details.notFound')}
          </Text>
        </Grid.Col>
      )}
    </Grid>
  );
}
