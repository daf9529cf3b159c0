import { MultiSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { ImageUploader } from '../../../../components/image-uploader/image-uploader';
import { useTranslation } from '../../../../i18n/translation';
import { promotionTypeOf } from '../../perk-kinds';
import { WindowsField } from '../fields/windows-field';
import type { StepProps } from '../step-props';

const NAME_MAX = 35;
const DESCRIPTION_MAX = 255;
/** The contract allows a few images per item; five fill one row, as for products. */
const MAX_IMAGES = 5;

function CharCount({ value, max }: { value: string; max: number }) {
  return (
    <Text
      component="span"
      size="xs"
      c={value.length > max ? 'red' : 'dimmed'}
      style={{ display: 'block', textAlign: 'end' }}
    >
      {value.length}/{max}
    </Text>
  );
}

const WRAPPER_ORDER: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/** The first step of every perk: what it is called, where and when it runs, its images. */
export function GeneralStep({ kind, values, change, error, stores }: StepProps) {
  const { t } = useTranslation('perk-wizard');
  const applies = ['DEAL', 'POINT_PERK'].includes(promotionTypeOf(kind));
  return (
    <Stack gap="md">
      <TextInput
        label={t('fields.name')}
        withAsterisk
        maxLength={NAME_MAX}
        dir="auto"
        data-autofocus
        inputWrapperOrder={WRAPPER_ORDER}
        description={<CharCount value={values.name} max={NAME_MAX} />}
        value={values.name}
        onChange={(event) => change({ name: event.currentTarget.value })}
        error={error('name')}
      />
      <Textarea
        label={t('fields.description')}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={DESCRIPTION_MAX}
        dir="auto"
        inputWrapperOrder={WRAPPER_ORDER}
        description={<CharCount value={values.description} max={DESCRIPTION_MAX} />}
        value={values.description}
        onChange={(event) => change({ description: event.currentTarget.value })}
        error={error('description')}
      />
      <MultiSelect
        label={t('fields.stores')}
        withAsterisk
        placeholder={values.stores.length === 0 ? t('fields.storesPlaceholder') : undefined}
        data={stores.map((store) => ({ value: store.id, label: store.name }))}
        value={values.stores}
        onChange={(next) => change({ stores: next })}
        searchable
        error={error('stores')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          type="date"
          label={t('fields.availableFrom')}
          value={values.availableFrom}
          onChange={(event) => change({ availableFrom: event.currentTarget.value })}
          error={error('availableFrom')}
        />
        <TextInput
          type="date"
          label={t('fields.availableTo')}
          min={values.availableFrom || undefined}
          value={values.availableTo}
          onChange={(event) => change({ availableTo: event.currentTarget.value })}
          error={error('availableTo')}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={-8}>
        {t('fields.datesHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {applies && (
          <WindowsField
            label={t('fields.availableTime')}
            name={values.name}
            value={values.availableTime}
            onChange={(availableTime) => change({ availableTime })}
            error={error('availableTime')}
          />
        )}
        <WindowsField
          label={t('fields.displayTime')}
          name={values.name}
          value={values.displayTime}
          onChange={(displayTime) => change({ displayTime })}
          error={error('displayTime')}
        />
      </SimpleGrid>
      <ImageUploader
        label={t('fields.images')}
        value={values.images}
        onChange={(images) => change({ images })}
        max={MAX_IMAGES}
        aspect={1.5}
      />
    </Stack>
  );
}
