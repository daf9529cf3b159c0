import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { StoreInput } from '@perkdesk/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translation';
import { CharCount } from '../components/char-count';
import type { StoreFormValues } from '../form/store-form';
import { translateStoreMessage } from '../form/store-messages';

const WRAPPER_ORDER: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/** Name, description and contact of the store (spec 2 §5: name 3–35, description 3–255). */
export function GeneralTab() {
  const { t } = useTranslation('stores');
  const form = useFormContext<StoreFormValues, unknown, StoreInput>();
  const { errors } = form.formState;
  const [name, description] = useWatch({ control: form.control, name: ['name', 'description'] });
  const message = (text?: string) => translateStoreMessage(t, text);

  return (
    <Stack gap="md" maw={760}>
      <TextInput
        label={t('general.name')}
        withAsterisk
        maxLength={35}
        inputWrapperOrder={WRAPPER_ORDER}
        description={<CharCount value={name} max={35} />}
        error={message(errors.name?.message)}
        {...form.register('name')}
      />
      <Textarea
        label={t('general.description')}
        autosize
        minRows={3}
        maxLength={255}
        inputWrapperOrder={WRAPPER_ORDER}
        description={<CharCount value={description} max={255} />}
        error={message(errors.description?.message)}
        {...form.register('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('general.phone')}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          placeholder="+14165550199"
          description={t('general.phoneHint')}
          inputWrapperOrder={WRAPPER_ORDER}
          error={message(errors.phone?.message)}
          {...form.register('phone')}
        />
        <TextInput
          label={t('general.email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          placeholder="store@example.com"
          error={message(errors.email?.message)}
          {...form.register('email')}
        />
      </SimpleGrid>
    </Stack>
  );
}
