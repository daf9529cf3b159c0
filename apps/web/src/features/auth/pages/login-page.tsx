import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { AuthHeading } from '../components/auth-heading';
import type { LoginError } from '../login-error';
import { redirectTarget } from '../redirect-target';

// The login route is the first paint for most visits: no icon set, no form library, no zod, no
// TanStack Query, no api client, no notices. What a submit needs (sign-in.ts, the notices) loads
// on the first keystroke or autofill, at the latest on submit.
const loadSignIn = () => import('../sign-in');
const loadNotices = () => import('../components/login-notices');
// Should the notices not load (the network went away), the refusal still shows, plainly.
const LoginNotices = lazy(() => loadNotices().catch(() => ({ default: PlainFailure })));

function preloadSubmit() {
  loadSignIn().catch(() => undefined);
  loadNotices().catch(() => undefined);
}

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
    let submit: typeof import('../sign-in');
    try {
      [submit] = await Promise.all([loadSignIn(), loadNotices()]);
    } catch {
      // The code could not load: to the user, the same as no answer from the server.
      setFailure({ kind: 'general' });
      return;
    }
    setRequiredMessage(submit.LOGIN_REQUIRED_MESSAGE);
    if (!credentials.username || !credentials.password) return;
    setFailure(null);
    setPending(true);
    const refusal = await submit.signIn(credentials);
    setPending(false);
    if (refusal) setFailure(refusal);
    else navigate(redirectTarget(search), { replace: true });
  };

  return (
    <>
      <AuthHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      <form onSubmit={onSubmit} onInput={preloadSubmit} noValidate>
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
          {missing || failure ? (
            <Suspense fallback={null}>
              <LoginNotices missing={missing} failure={failure} username={username} />
            </Suspense>
          ) : null}
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

function PlainFailure() {
  const { t } = useTranslation('auth');
  return (
    <Text c="red" size="sm" role="alert">
      {t('generalError')}
    </Text>
  );
}
