import { Anchor, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/routes';
import { Trans, useTranslation } from '../../../i18n/translation';
import { StatusPanel } from '../components/status-panel';
import { useStateEmail } from '../use-state-email';

/**
 * The "check your inbox" page shown after registration. /user/confirm-email (and /confirm-email)
 * is this page, and the registration confirmation route reuses it: the spec lists both without
 * telling them apart, and one page keeps the wording in one place. The address comes from the
 * register page through history state; opened directly, the text stays generic.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation('auth');
  const email = useStateEmail();

  return (
    <StatusPanel
      tone="mail"
      title={t('confirmation.title')}
      actions={
        <>
          <Button component={Link} to={paths.user.login} fullWidth>
            {t('links.backToLogin')}
          </Button>
          <Text size="sm" ta="center">
            {t('confirmation.notReceived')}{' '}
            <Anchor
              component={Link}
              to={paths.user.resendActivation}
              state={email ? { email } : undefined}
              size="sm"
            >
              {t('links.resendActivation')}
            </Anchor>
          </Text>
        </>
      }
    >
      <Text size="sm">
        {email ? (
          <Trans t={t} i18nKey="confirmation.sentTo" values={{ email }} components={{ strong: <strong /> }} />
        ) : (
          t('confirmation.sentGeneric')
        )}
      </Text>
      <Text size="sm" mt="xs">
        {t('confirmation.validity')}
      </Text>
    </StatusPanel>
  );
}
