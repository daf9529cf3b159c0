import { Alert, Divider, MultiSelect, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import type { Store } from '@perkdesk/contracts';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { ImageUploader } from '../../../../components/image-uploader/image-uploader';
import { MoneyInput } from '../../../../components/money-input/money-input';
import { useTranslation } from '../../../../i18n/translation';
import { notifyWarning } from '../../../../lib/api-notify';
import { catalogueKeys } from '../../api/catalogue-keys';
import { getAddonGroup } from '../../api/get-addon-group';
import { getProductGroup } from '../../api/get-product-group';
import { useAddonGroups } from '../../api/list-addon-groups';
import { useProductGroups } from '../../api/list-product-groups';
import { CharCount } from '../../groups/char-count';
import { ImageStrip } from '../../groups/image-strip';
import { DESCRIPTION_MAX, MAX_PRODUCT_IMAGES, NAME_MAX, type ProductFormValues } from '../product-form';
import { productMessage } from '../product-messages';
import { AttributesField } from './attributes-field';
import { CategoriesField } from './categories-field';
import { GroupsField } from './groups-field';
import { ScheduleField } from './schedule-field';
import { StoreTaxesField } from './store-taxes-field';
import { UnitField } from './unit-field';

const WRAPPER_ORDER: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

interface ProductFieldsProps {
  form: UseFormReturn<ProductFormValues>;
  stores: readonly Store[];
  readOnly: boolean;
  deleted: boolean;
}

/** The product dialog's fields (spec 2 §3 Product, §5 validation). */
export function ProductFields({ form, stores, readOnly, deleted }: ProductFieldsProps) {
  const { t } = useTranslation('products');
  const { t: tc } = useTranslation('catalogue');
  const { control } = form;
  const { errors } = form.formState;
  const message = (text?: string) => productMessage(t, tc, text);
  const [name, description, storeIds, hideUntil] = useWatch({
    control,
    name: ['name', 'description', 'stores', 'hideUntil'],
  });
  const productGroups = useProductGroups();
  const addonGroups = useAddonGroups();

  return (
    <Stack gap="md">
      {deleted && (
        <Alert color="red" variant="light" title={t('dialog.deletedTitle')}>
          {t('dialog.deletedMessage')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={t('dialog.name')}
          withAsterisk={!readOnly}
          readOnly={readOnly}
          maxLength={NAME_MAX}
          dir="auto"
          data-autofocus={!readOnly || undefined}
          inputWrapperOrder={WRAPPER_ORDER}
          description={<CharCount value={name} max={NAME_MAX} />}
          error={message(errors.name?.message)}
          {...form.register('name')}
        />
        <SimpleGrid cols={2} spacing="sm">
          <Controller
            control={control}
            name="price"
            render={({ field }) => (
              <MoneyInput
                label={t('dialog.price')}
                withAsterisk={!readOnly}
                readOnly={readOnly}
                placeholder="0.00"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={message(errors.price?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="unit"
            render={({ field }) => (
              <UnitField
                value={field.value}
                onChange={field.onChange}
                readOnly={readOnly}
                error={message(errors.unit?.message)}
              />
            )}
          />
        </SimpleGrid>
      </SimpleGrid>
      <Textarea
        label={t('dialog.description')}
        readOnly={readOnly}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={DESCRIPTION_MAX}
        dir="auto"
        inputWrapperOrder={WRAPPER_ORDER}
        description={<CharCount value={description} max={DESCRIPTION_MAX} />}
        error={message(errors.description?.message)}
        {...form.register('description')}
      />
      <Divider />
      <Controller
        control={control}
        name="stores"
        render={({ field }) => (
          <MultiSelect
            label={t('dialog.stores')}
            withAsterisk={!readOnly}
            readOnly={readOnly}
            placeholder={
              field.value.length === 0 ? t(readOnly ? 'dialog.none' : 'dialog.storesPlaceholder') : undefined
            }
            data={[
              ...stores.map((store) => ({ value: store.id, label: store.name })),
              // A store deleted since the product was saved stays visible, and can only be removed.
              ...field.value
                .filter((id) => !stores.some((store) => store.id === id))
                .map((id) => ({
                  value: id,
                  label: t('dialog.deletedItem', { name: t('dialog.unknownStore') }),
                  disabled: true,
                })),
            ]}
            value={field.value}
            searchable
            error={message(errors.stores?.message)}
            onChange={(next) => {
              // A store badge cannot go below one store (spec 2 §4 Removal guards).
              if (next.length === 0 && field.value.length === 1) {
                notifyWarning(t('dialog.oneStore'));
                return;
              }
              field.onChange(next);
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="taxes"
        render={({ field }) => (
          <StoreTaxesField
            storeIds={storeIds}
            stores={stores}
            value={field.value}
            onChange={field.onChange}
            readOnly={readOnly}
            error={message(errors.taxes?.message as string | undefined)}
          />
        )}
      />
      <Divider />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Controller
          control={control}
          name="categories"
          render={({ field }) => (
            <CategoriesField
              value={field.value}
              onChange={field.onChange}
              readOnly={readOnly}
              error={message(errors.categories?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="groups"
          render={({ field }) => (
            <GroupsField
              label={t('dialog.productGroups')}
              placeholder={t(readOnly ? 'dialog.none' : 'dialog.productGroupsPlaceholder')}
              nothingFound={t('dialog.noGroup')}
              groups={productGroups.data ?? []}
              value={field.value}
              onChange={field.onChange}
              lookup={{ key: catalogueKeys.productGroup, fetch: getProductGroup }}
              readOnly={readOnly}
              error={message(errors.groups?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="addonGroups"
          render={({ field }) => (
            <GroupsField
              label={t('dialog.addonGroups')}
              placeholder={t(readOnly ? 'dialog.none' : 'dialog.addonGroupsPlaceholder')}
              nothingFound={t('dialog.noGroup')}
              groups={addonGroups.data ?? []}
              value={field.value}
              onChange={field.onChange}
              lookup={{ key: catalogueKeys.addonGroup, fetch: getAddonGroup }}
              readOnly={readOnly}
              error={message(errors.addonGroups?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <Switch
              mt={{ base: 0, sm: 30 }}
              label={t('dialog.active')}
              description={t('dialog.activeHint')}
              checked={field.value}
              disabled={readOnly}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="attributes"
        render={({ field }) => (
          <AttributesField
            value={field.value}
            onChange={field.onChange}
            readOnly={readOnly}
            rowError={(index) => message(errors.attributes?.[index]?.label?.message)}
          />
        )}
      />
      <Divider />
      <Controller
        control={control}
        name="availableTime"
        render={({ field }) => (
          <ScheduleField
            name={name}
            hideUntil={hideUntil}
            availableTime={field.value}
            readOnly={readOnly}
            error={message(errors.availableTime?.message ?? errors.hideUntil?.message)}
            onChange={(schedule) => {
              form.setValue('hideUntil', schedule.hideUntil, { shouldDirty: true });
              field.onChange(schedule.availableTime);
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="images"
        render={({ field }) =>
          readOnly ? (
            <ImageStrip label={t('dialog.images')} images={field.value} />
          ) : (
            <ImageUploader
              label={t('dialog.images')}
              value={field.value}
              onChange={field.onChange}
              max={MAX_PRODUCT_IMAGES}
              aspect={1.5}
            />
          )
        }
      />
    </Stack>
  );
}
