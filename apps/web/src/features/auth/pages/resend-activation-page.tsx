import { Anchor, Text } from '@mantine/core';
import { emailSchema } from '@perkdesk/contracts';
import { Link } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { isApiError } from '../../../lib/api-error';
import { useResendActivationByEmail } from '../api/resend-activation';
import { AuthHeading } from '../components/auth-heading';
import { EmailRequestForm } from '../components/email-request-form';
import { Notice } from '../components/notice';
import { useStateEmail } from '../use-state-email';

const schema = z.object({ email: emailSchema });

export function ResendActivationPage() {
  const { t } = useTranslation('auth');
  const resend = useResendActivationByEmail();
  const alreadyActive = isApiError(resend.error) && resend.error.code === 'ACCOUNT_ALREADY_ACTIVE';

  return (
    <>
      <AuthHeading title={t('resend.title')} subtitle={t('resend.subtitle')} />
      <EmailRequestForm
        schema={schema}
        defaultEmail={useStateEmail()}
        submitLabel={t('resend.submit')}
        pending={resend.isPending}
        onSubmit={(email) => resend.mutate(email)}
      >
        {resend.isSuccess ? <Notice color="teal">{t('resend.sent')}</Notice> : null}
        {alreadyActive ? <Notice color="blue">{t('resend.alreadyActive')}</Notice> : null}
        {resend.isError && !alreadyActive ? <Notice color="red">{t('generalError')}</Notice> : null}
      </EmailRequestForm>
      <Text size="sm" ta="center" mt="md">
        <Anchor component={Link} to={paths.user.login} size="sm">
          {t('links.backToLogin')}
        </Anchor>
      </Text>
    </>
  );
}
