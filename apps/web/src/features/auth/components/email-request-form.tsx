import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../../i18n/translation';
import { translateMessage } from '../auth-messages';

type EmailSchema = z.ZodType<{ email: string }, { email: string }>;

/** One e-mail field and a button: the resend-activation and forgot-password forms. */
export function EmailRequestForm({
  schema,
  defaultEmail = '',
  submitLabel,
  pending,
  onSubmit,
  children,
}: {
  schema: EmailSchema;
  defaultEmail?: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (email: string) => void;
  /** The answer to the last request, shown above the button. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { email: defaultEmail } });

  return (
    <form onSubmit={form.handleSubmit(({ email }) => onSubmit(email))} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          autoFocus
          error={translateMessage(t, form.formState.errors.email?.message)}
          {...form.register('email')}
        />
        {children}
        <Button type="submit" loading={pending} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
