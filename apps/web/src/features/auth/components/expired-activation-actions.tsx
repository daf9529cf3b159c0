import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useResendActivationByToken } from '../api/resend-activation';
import { translateMessage } from '../auth-messages';

/** An expired link can still identify its account, so a new link is one click away. */
export function ExpiredActivationActions({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const resend = useResendActivationByToken();

  if (resend.isSuccess) {
    return (
      <Alert color="teal" variant="light" role="status" p="sm">
        <Text size="sm">{t('activation.resent')}</Text>
      </Alert>
    );
  }
  const refusal = isApiError(resend.error) ? resend.error.body?.message : undefined;
  return (
    <>
      {resend.isError ? (
        <Alert color="red" variant="light" role="alert" p="sm">
          <Text size="sm">{translateMessage(t, refusal) ?? t('generalError')}</Text>
        </Alert>
      ) : null}
      <Button onClick={() => resend.mutate(token)} loading={resend.isPending} fullWidth>
        {t('activation.resend')}
      </Button>
    </>
  );
}
