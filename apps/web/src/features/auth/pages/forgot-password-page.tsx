import { Anchor, Text } from '@mantine/core';
import { passwordResetRequestSchema } from '@perkdesk/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthHeading } from '../components/auth-heading';
import { EmailRequestForm } from '../components/email-request-form';
import { Notice } from '../components/notice';

/** The answer is neutral on purpose: it must not reveal whether an account has this address. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();

  return (
    <>
      <AuthHeading title={t('forgot.title')} subtitle={t('forgot.subtitle')} />
      <EmailRequestForm
        schema={passwordResetRequestSchema}
        submitLabel={t('forgot.submit')}
        pending={request.isPending}
        onSubmit={(email) => request.mutate(email)}
      >
        {request.isSuccess ? <Notice color="teal">{t('forgot.sent')}</Notice> : null}
        {request.isError ? <Notice color="red">{t('generalError')}</Notice> : null}
      </EmailRequestForm>
      <Text size="sm" ta="center" mt="md">
        <Anchor component={Link} to={paths.user.login} size="sm">
          {t('links.backToLogin')}
        </Anchor>
      </Text>
    </>
  );
}
