import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/routes';
import { setAuth } from '../../../lib/session';
import { login } from '../api/login';
import { translateMessage } from '../auth-messages';
import { AuthHeading } from '../components/auth-heading';
import { LoginFailure } from '../components/login-failure';
import { Notice } from '../components/notice';
import { lazyCredentialsResolver, preloadCredentialsResolver } from '../lazy-credentials-resolver';
import { type LoginError, toLoginError } from '../login-error';
import { redirectTarget } from '../redirect-target';

// The login route is the first paint for most visits: no icon set, no zod, nothing heavy here.

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [failure, setFailure] = useState<LoginError | null>(null);
  const [pending, setPending] = useState(false);
  const form = useForm({
    resolver: lazyCredentialsResolver,
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  // Both fields carry the same message (spec 1 §5); it is shown once, above the button.
  const missing = errors.username?.message ?? errors.password?.message;

  const onSubmit = form.handleSubmit(async (credentials) => {
    setFailure(null);
    setPending(true);
    try {
      const response = await login(credentials);
      setAuth(response, credentials.username);
      navigate(redirectTarget(search), { replace: true });
    } catch (error) {
      setFailure(toLoginError(error));
    } finally {
      setPending(false);
    }
  });

  return (
    <>
      <AuthHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      <form onSubmit={onSubmit} onInput={preloadCredentialsResolver} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('fields.usernameOrEmail')}
            autoComplete="username"
            autoFocus
            error={Boolean(errors.username)}
            {...form.register('username')}
          />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            error={Boolean(errors.password)}
            {...form.register('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.user.forgotPassword} size="sm">
              {t('links.forgotPassword')}
            </Anchor>
          </Group>
          {missing ? <Notice color="red">{translateMessage(t, missing)}</Notice> : null}
          {failure ? <LoginFailure failure={failure} username={form.getValues('username')} /> : null}
          <Button type="submit" loading={pending} fullWidth>
            {t('login.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to={paths.user.register} size="sm">
              {t('links.register')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </>
  );
}
