import { Checkbox, Divider, Group, Stack } from '@mantine/core';
import type { ServeType, StoreInput } from '@perkdesk/contracts';
import { Controller, useFormContext } from 'react-hook-form';
import { ImageUploader } from '../../../components/image-uploader/image-uploader';
import { WeeklySchedule } from '../../../components/weekly-schedule/weekly-schedule';
import { useTranslation } from '../../../i18n/translation';
import type { StoreFormValues } from '../form/store-form';
import { translateStoreMessage } from '../form/store-messages';

// The spec leaves a store's image count open; the contract allows 20. Ten fill two rows.
const MAX_STORE_IMAGES = 10;
// In the order spec 2 §3 names them.
const SERVE_ORDER: ServeType[] = ['DINE_IN', 'PICKUP', 'DELIVERY'];

/** Opening hours, serve options and images of the store. */
export function DetailsTab() {
  const { t } = useTranslation('stores');
  const form = useFormContext<StoreFormValues, unknown, StoreInput>();
  const { errors } = form.formState;
  return (
    <Stack gap="lg">
      <Controller
        control={form.control}
        name="operationTime"
        render={({ field }) => (
          <WeeklySchedule
            label={t('details.hours')}
            description={t('details.hoursHint')}
            value={field.value}
            onChange={field.onChange}
            error={errors.operationTime?.message}
          />
        )}
      />
      <Divider />
      <Controller
        control={form.control}
        name="serveOptions"
        render={({ field }) => (
          <Checkbox.Group
            label={t('details.serveOptions')}
            withAsterisk
            value={field.value}
            onChange={(value) => field.onChange(value)}
            error={translateStoreMessage(t, errors.serveOptions?.message)}
          >
            <Group gap="lg" mt={8}>
              {SERVE_ORDER.map((type) => (
                <Checkbox key={type} value={type} label={t(`serveTypes.${type}`)} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
      <Divider />
      <Controller
        control={form.control}
        name="images"
        render={({ field }) => (
          <ImageUploader
            label={t('details.images')}
            value={field.value}
            onChange={field.onChange}
            max={MAX_STORE_IMAGES}
            aspect={1.5}
          />
        )}
      />
    </Stack>
  );
}
