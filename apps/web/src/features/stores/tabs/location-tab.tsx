import { Divider, SimpleGrid, Stack, Title } from '@mantine/core';
import type { StoreInput } from '@perkdesk/contracts';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translation';
import { getTimeZone } from '../api/get-time-zone';
import { AddressFields } from '../components/address-fields';
import { FindLocation } from '../components/map/find-location';
import type { LngLat } from '../components/map/map-defaults';
import { MapPicker } from '../components/map/map-picker';
import { TimeZoneField } from '../components/time-zone-field';
import type { StoreFormValues } from '../form/store-form';
import { translateStoreMessage } from '../form/store-messages';

/** Address, map pin and time zone; moving the pin looks the zone up again (contract §4). */
export function LocationTab() {
  const { t } = useTranslation('stores');
  const form = useFormContext<StoreFormValues, unknown, StoreInput>();
  const { errors } = form.formState;
  const address = useWatch({ control: form.control, name: 'address' });
  const line = [
    address.streetNumber,
    address.streetName,
    address.city,
    address.province,
    address.postalCode,
    address.country,
  ]
    .filter((part) => part.trim())
    .join(', ');

  const placePin = async (coordinates: LngLat) => {
    // Re-checked only where a failed save left an error, which the new value may clear.
    const recheck = (name: 'address.location' | 'timeZone') => ({
      shouldDirty: true,
      shouldValidate: Boolean(form.getFieldState(name).error),
    });
    form.setValue('address.location', { type: 'Point', coordinates }, recheck('address.location'));
    const zone = await getTimeZone(coordinates[1], coordinates[0]).catch(() => null);
    if (zone) form.setValue('timeZone', zone.zoneName, recheck('timeZone'));
  };

  return (
    <Stack gap="lg">
      <AddressFields />
      <Divider />
      <Title order={4}>{t('location.mapTitle')}</Title>
      <FindLocation address={line} onFound={placePin} />
      <MapPicker
        value={address.location?.coordinates ?? null}
        onChange={placePin}
        error={translateStoreMessage(t, errors.address?.location?.message)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={form.control}
          name="timeZone"
          render={({ field }) => (
            <TimeZoneField
              value={field.value}
              onChange={field.onChange}
              error={translateStoreMessage(t, errors.timeZone?.message)}
            />
          )}
        />
      </SimpleGrid>
    </Stack>
  );
}
