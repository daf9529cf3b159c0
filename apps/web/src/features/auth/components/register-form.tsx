import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type MerchantRegistration, merchantRegistrationSchema } from '@perkdesk/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translation';
import { useRegisterMerchant } from '../api/register-merchant';
import { translateMessage } from '../auth-messages';
import { toRegistrationError } from '../registration-error';
import { Notice } from './notice';
import { PasswordRules } from './password-rules';

const EMPTY: MerchantRegistration = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  matchingPassword: '',
};
const FIELDS = Object.keys(EMPTY) as (keyof MerchantRegistration)[];

export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const registration = useRegisterMerchant();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(merchantRegistrationSchema), defaultValues: EMPTY });
  const [password, confirmation] = useWatch({
    control: form.control,
    name: ['password', 'matchingPassword'],
  });
  const error = (field: keyof MerchantRegistration) =>
    translateMessage(t, form.formState.errors[field]?.message);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const account = await registration.mutateAsync(values);
      onRegistered(account.email);
    } catch (caught) {
      const { message, violations } = toRegistrationError(caught);
      for (const violation of violations) {
        const field = FIELDS.find((name) => name === violation.field);
        if (field && !form.getFieldState(field).error) form.setError(field, { message: violation.message });
      }
      setFailure(message ? (translateMessage(t, message) ?? message) : t('register.failed'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('fields.firstName')}
            autoComplete="given-name"
            error={error('firstName')}
            {...form.register('firstName')}
          />
          <TextInput
            label={t('fields.lastName')}
            autoComplete="family-name"
            error={error('lastName')}
            {...form.register('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('fields.username')}
          autoComplete="username"
          error={error('username')}
          {...form.register('username')}
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={error('email')}
          {...form.register('email')}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="new-password"
          error={error('password')}
          {...form.register('password')}
        />
        <PasswordInput
          label={t('fields.matchingPassword')}
          autoComplete="new-password"
          error={error('matchingPassword')}
          {...form.register('matchingPassword')}
        />
        <PasswordRules password={password} confirmation={confirmation} />
        {failure ? <Notice color="red">{failure}</Notice> : null}
        <Button type="submit" loading={registration.isPending} fullWidth>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
