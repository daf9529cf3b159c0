import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { translateMessage } from '../auth-messages';
import type { LoginError } from '../login-error';
import { Notice } from './notice';

/** The refusal under the login form; an account waiting for activation also gets the resend link. */
export function LoginFailure({ failure, username }: { failure: LoginError; username: string }) {
  const { t } = useTranslation('auth');
  const text = {
    badCredentials: () => t('login.badCredentials'),
    unauthorized: () => t('login.unauthorized'),
    general: () => t('generalError'),
    notActivated: () => translateMessage(t, 'message' in failure ? failure.message : undefined),
    tooManyAttempts: () => translateMessage(t, 'message' in failure ? failure.message : undefined),
  }[failure.kind]();

  return (
    <Notice color="red">
      <Text size="sm">{text}</Text>
      {failure.kind === 'notActivated' ? (
        <Text size="sm" mt={4}>
          {t('login.notActivatedHelp')}{' '}
          <Anchor
            component={Link}
            to={paths.user.resendActivation}
            state={username.includes('@') ? { email: username } : undefined}
            size="sm"
          >
            {t('links.resendActivation')}
          </Anchor>
        </Text>
      ) : null}
    </Notice>
  );
}
