import { Button } from '@mantine/core';
import { useTranslation } from '../../../i18n/translation';
import { isApiError } from '../../../lib/api-error';
import { useResendActivationByToken } from '../api/resend-activation';
import { translateMessage } from '../auth-messages';
import { Notice } from './notice';

/** An expired link can still identify its account, so a new link is one click away. */
export function ExpiredActivationActions({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const resend = useResendActivationByToken();

  if (resend.isSuccess) {
    return <Notice color="teal">{t('activation.resent')}</Notice>;
  }
  const refusal = isApiError(resend.error) ? resend.error.body?.message : undefined;
  return (
    <>
      {resend.isError ? (
        <Notice color="red">{translateMessage(t, refusal) ?? t('generalError')}</Notice>
      ) : null}
      <Button onClick={() => resend.mutate(token)} loading={resend.isPending} fullWidth>
        {t('activation.resend')}
      </Button>
    </>
  );
}
