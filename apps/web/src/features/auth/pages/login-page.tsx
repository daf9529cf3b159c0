import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/routes';
import { setAuth } from '../../../lib/auth-store';
import { loadContracts, login, preloadLogin } from '../api/login';
import { translateMessage } from '../auth-messages';
import { AuthHeading } from '../components/auth-heading';
import { LoginFailure } from '../components/login-failure';
import { Notice } from '../components/notice';
import { type LoginError, toLoginError } from '../login-error';
import { redirectTarget } from '../redirect-target';

// The login route is the first paint for most visits: no icon set, no form library, no zod, no
// TanStack Query, no api client. The contracts module (zod and every schema, about 28 KB gzipped)
// gives the rule's message on submit; it loads with the api client on the first keystroke or
// autofill (api/login.ts), at the latest on submit.

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // The contract's rule (loginRequestSchema): both fields required, the username trimmed. Like
  // the form library before, it is checked on submit and, once submitted, again on every change.
  const [requiredMessage, setRequiredMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<LoginError | null>(null);
  const [pending, setPending] = useState(false);
  const usernameMissing = requiredMessage !== null && username.trim() === '';
  const passwordMissing = requiredMessage !== null && password === '';
  // Both fields carry the same message (spec 1 §5); it is shown once, above the button.
  const missing = usernameMissing || passwordMissing ? requiredMessage : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credentials = { username: username.trim(), password };
    try {
      setRequiredMessage((await loadContracts()).LOGIN_REQUIRED_MESSAGE);
    } catch (error) {
      setFailure(toLoginError(error));
      return;
    }
    if (!credentials.username || !credentials.password) return;
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
  };

  return (
    <>
      <AuthHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      <form onSubmit={onSubmit} onInput={preloadLogin} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('fields.usernameOrEmail')}
            autoComplete="username"
            autoFocus
            name="username"
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            error={usernameMissing}
          />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            name="password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={passwordMissing}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.user.forgotPassword} size="sm">
              {t('links.forgotPassword')}
            </Anchor>
          </Group>
          {missing ? <Notice color="red">{translateMessage(t, missing)}</Notice> : null}
          {failure ? <LoginFailure failure={failure} username={username} /> : null}
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
