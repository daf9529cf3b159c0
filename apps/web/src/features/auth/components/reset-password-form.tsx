import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { newPasswordSchema } from '@perkdesk/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translation';
import { useResetPassword } from '../api/reset-password';
import { translateMessage } from '../auth-messages';
import { firstViolation, refusedResetState } from '../reset-outcome';
import { Notice } from './notice';
import { PasswordRules } from './password-rules';

export function ResetPasswordForm({
  token,
  onDone,
  onRefused,
}: {
  token: string;
  onDone: () => void;
  onRefused: (state: 'INVALID' | 'EXPIRED' | 'USED') => void;
}) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const form = useForm({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', matchingPassword: '' },
  });
  const [password, confirmation] = useWatch({
    control: form.control,
    name: ['password', 'matchingPassword'],
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(
      { token, ...values },
      {
        onSuccess: onDone,
        onError: (error) => {
          const refused = refusedResetState(error);
          if (refused) onRefused(refused);
        },
      },
    ),
  );
  const failure = reset.isError
    ? (translateMessage(t, firstViolation(reset.error)) ?? t('generalError'))
    : null;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label={t('fields.newPassword')}
          autoComplete="new-password"
          autoFocus
          error={translateMessage(t, errors.password?.message)}
          {...form.register('password')}
        />
        <PasswordInput
          label={t('fields.matchingPassword')}
          autoComplete="new-password"
          error={translateMessage(t, errors.matchingPassword?.message)}
          {...form.register('matchingPassword')}
        />
        <PasswordRules password={password} confirmation={confirmation} />
        {failure ? <Notice color="red">{failure}</Notice> : null}
        <Button type="submit" loading={reset.isPending} fullWidth>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
