import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { AuthHeading } from '../components/auth-heading';
import { RegisterForm } from '../components/register-form';

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // The address travels in history state rather than the URL, which servers and proxies log.
  const onRegistered = (email: string) => navigate(paths.user.registrationConfirmation, { state: { email } });

  return (
    <>
      <AuthHeading title={t('register.title')} subtitle={t('register.subtitle')} />
      <RegisterForm onRegistered={onRegistered} />
      <Text size="sm" ta="center" mt="md">
        {t('register.haveAccount')}{' '}
        <Anchor component={Link} to={paths.user.login} size="sm">
          {t('links.backToLogin')}
        </Anchor>
      </Text>
    </>
  );
}
