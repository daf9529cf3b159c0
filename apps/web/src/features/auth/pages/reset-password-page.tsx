import { Anchor, Button } from '@mantine/core';
import type { ResetTokenState } from '@perkdesk/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { useResetTokenState } from '../api/reset-token-state';
import { AuthHeading } from '../components/auth-heading';
import { ResetPasswordForm } from '../components/reset-password-form';
import { StatusPanel } from '../components/status-panel';

const REFUSED_TEXT = { INVALID: 'reset.invalid', EXPIRED: 'reset.expired', USED: 'reset.used' } as const;

/** /user/reset-password?token=… (and /user/reset_password): checks the link before asking for a password. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const token = useSearchParams()[0].get('token');
  const check = useResetTokenState(token);
  const [done, setDone] = useState(false);
  const [refused, setRefused] = useState<Exclude<ResetTokenState, 'VALID'> | null>(null);

  if (done) {
    return (
      <StatusPanel
        tone="success"
        title={t('reset.done')}
        actions={
          <Button component={Link} to={paths.user.login} fullWidth>
            {t('links.backToLogin')}
          </Button>
        }
      />
    );
  }
  if (token && check.isPending) return <StatusPanel tone="loading" title={t('reset.checking')} />;
  if (token && check.isError) {
    return (
      <StatusPanel
        tone="error"
        title={t('generalError')}
        actions={
          <Button variant="light" onClick={() => check.refetch()} fullWidth>
            {t('retry', { ns: 'common' })}
          </Button>
        }
      />
    );
  }
  // A missing token is treated as an invalid link.
  const state = refused ?? (token ? check.data?.state : 'INVALID') ?? 'INVALID';
  if (state !== 'VALID') {
    return (
      <StatusPanel
        tone={state === 'EXPIRED' ? 'warning' : 'error'}
        title={t(REFUSED_TEXT[state])}
        actions={
          <Anchor component={Link} to={paths.user.forgotPassword} size="sm" ta="center">
            {t('links.requestNewReset')}
          </Anchor>
        }
      />
    );
  }
  return (
    <>
      <AuthHeading title={t('reset.title')} />
      <ResetPasswordForm token={token ?? ''} onDone={() => setDone(true)} onRefused={setRefused} />
    </>
  );
}
