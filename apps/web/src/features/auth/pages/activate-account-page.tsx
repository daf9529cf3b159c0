import { Anchor, Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { activationOutcome } from '../activation-outcome';
import { useActivateAccount } from '../api/activate-account';
import { ExpiredActivationActions } from '../components/expired-activation-actions';
import { StatusPanel } from '../components/status-panel';

/** The target of the activation e-mail: /user/active_account?token=… */
export function ActivateAccountPage() {
  const { t } = useTranslation('auth');
  const token = useSearchParams()[0].get('token');
  const query = useActivateAccount(token);
  const outcome = activationOutcome(token, query);

  const openApp = (
    <Button component={Link} to={paths.user.login} fullWidth>
      {t('links.openApp')}
    </Button>
  );
  const resendLink = (
    <Anchor component={Link} to={paths.user.resendActivation} size="sm" ta="center">
      {t('links.resendActivation')}
    </Anchor>
  );

  const screens: Record<
    typeof outcome,
    { tone: Parameters<typeof StatusPanel>[0]['tone']; title: string; text?: string; actions?: ReactNode }
  > = {
    activating: { tone: 'loading', title: t('activation.activating') },
    activated: {
      tone: 'success',
      title: t('activation.title'),
      text: t('activation.activated'),
      actions: openApp,
    },
    alreadyActive: {
      tone: 'success',
      title: t('activation.title'),
      text: t('activation.alreadyActive'),
      actions: openApp,
    },
    expired: {
      tone: 'warning',
      title: t('activation.expired'),
      text: t('activation.expiredHelp'),
      actions: <ExpiredActivationActions token={token ?? ''} />,
    },
    invalid: {
      tone: 'error',
      title: t('activation.invalid'),
      text: t('activation.invalidHelp'),
      actions: resendLink,
    },
    missing: {
      tone: 'error',
      title: t('activation.missingToken'),
      text: t('activation.missingTokenHelp'),
      actions: resendLink,
    },
    failed: {
      tone: 'error',
      title: t('generalError'),
      actions: (
        <Button variant="light" onClick={() => query.refetch()} fullWidth>
          {t('retry', { ns: 'common' })}
        </Button>
      ),
    },
  };
  const { tone, title, text, actions } = screens[outcome];

  return (
    <StatusPanel tone={tone} title={title} actions={actions}>
      {text}
    </StatusPanel>
  );
}
