import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { INQUIRY_DESCRIPTION_MAX, INQUIRY_TITLE_MAX, ISSUE_TYPES, type Store } from '@perkdesk/contracts';
import { IconBuildingStore, IconSend } from '@tabler/icons-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translation';
import { notifySuccess } from '../../../lib/api-notify';
import { useSendInquiry } from '../api/send-inquiry';
import {
  canSend,
  emptySupportForm,
  ISSUE_TYPE_KEYS,
  type SupportFormValues,
  supportFormSchema,
} from '../support-form';
import { translateSupportMessage } from '../support-messages';

/**
 * The support request (spec 1 §2, §4, §5): a store (never "all stores"), the issue type, a title
 * and a description. Send waits for the title and description; after a send, whether it worked
 * or not, the form starts over.
 */
export function SupportForm({ stores }: { stores: readonly Store[] }) {
  const { t } = useTranslation('support');
  const send = useSendInquiry();
  const initial = () => emptySupportForm(stores.map((store) => store.id));
  const form = useForm<SupportFormValues>({
    resolver: zodResolver(supportFormSchema),
    defaultValues: initial(),
  });
  const { errors } = form.formState;
  const [title, description] = useWatch({
    control: form.control,
    name: ['inquiryTitle', 'inquiryDescription'],
  });
  const message = (text: string | undefined) => translateSupportMessage(t, text);
  const noStore = stores.length === 0;

  const onSubmit = form.handleSubmit((values) =>
    send.mutate(supportFormSchema.parse(values), {
      onSuccess: () => notifySuccess(t('sent'), t('sentTitle')),
      // Spec 1 §4: reset after a success and after a failure, the failure without a message.
      onSettled: () => form.reset(initial()),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {noStore && (
          <Alert color="yellow" variant="light" icon={<IconBuildingStore size={18} />}>
            {t('noStore')}
          </Alert>
        )}
        <Group grow align="flex-start" wrap="wrap" gap="md">
          <Controller
            control={form.control}
            name="storeId"
            render={({ field }) => (
              <Select
                label={t('store')}
                placeholder={noStore ? t('noStore') : t('storePlaceholder')}
                data={stores.map((store) => ({ value: store.id, label: store.name }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                disabled={noStore}
                allowDeselect={false}
                withAsterisk
                miw={220}
                error={message(errors.storeId?.message)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="issueType"
            render={({ field }) => (
              <Select
                label={t('issueType')}
                placeholder={t('issuePlaceholder')}
                data={ISSUE_TYPES.map((type) => ({
                  value: type,
                  label: t(`issueTypes.${ISSUE_TYPE_KEYS[type]}`),
                }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                clearable
                withAsterisk
                miw={220}
                error={message(errors.issueType?.message)}
              />
            )}
          />
        </Group>
        <TextInput
          label={t('title')}
          placeholder={t('titlePlaceholder')}
          withAsterisk
          maxLength={INQUIRY_TITLE_MAX}
          error={message(errors.inquiryTitle?.message)}
          {...form.register('inquiryTitle')}
        />
        <Textarea
          label={t('description')}
          placeholder={t('descriptionPlaceholder')}
          withAsterisk
          rows={5}
          maxLength={INQUIRY_DESCRIPTION_MAX}
          description={t('descriptionCount', {
            count: description?.length ?? 0,
            max: INQUIRY_DESCRIPTION_MAX,
          })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={message(errors.inquiryDescription?.message)}
          {...form.register('inquiryDescription')}
        />
        <Group justify="space-between" align="center">
          <Text size="xs" c="dimmed">
            {t('required')}
          </Text>
          <Button
            type="submit"
            leftSection={<IconSend size={16} />}
            loading={send.isPending}
            disabled={!canSend({ inquiryTitle: title, inquiryDescription: description })}
          >
            {t('send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
