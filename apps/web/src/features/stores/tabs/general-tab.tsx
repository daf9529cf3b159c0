import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { StoreInput } from '@perkdesk/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translation';
import { CharCount } from '../components/char-count';
import classes from '../components/ordering-link.module.css';
import { OrderingLinkCard } from '../components/ordering-link-card';
import type { StoreFormValues } from '../form/store-form';
import { translateStoreMessage } from '../form/store-messages';
import { useStoreEditor } from '../use-store-editor';

const WRAPPER_ORDER: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/**
 * Name, description and contact of the store (spec 2 §5: name 3–35, description 3–255), and its
 * ordering link: the link name to set and, once saved, the link with its QR code.
 */
export function GeneralTab() {
  const { t } = useTranslation('stores');
  const form = useFormContext<StoreFormValues, unknown, StoreInput>();
  const { errors } = form.formState;
  const [name, description] = useWatch({ control: form.control, name: ['name', 'description'] });
  const message = (text?: string) => translateStoreMessage(t, text);
  const { store } = useStoreEditor();

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
      <TextInput
        label={t('general.slug')}
        maxLength={40}
        autoComplete="off"
        spellCheck={false}
        placeholder="queen-west-cafe"
        leftSection={<span className={classes.slugPrefix}>/s/</span>}
        leftSectionWidth={36}
        description={t('general.slugHint')}
        inputWrapperOrder={WRAPPER_ORDER}
        error={message(errors.slug?.message)}
        {...form.register('slug')}
      />
      {store && store.status !== 'DELETED' && <OrderingLinkCard store={store} />}
    </Stack>
  );
}
