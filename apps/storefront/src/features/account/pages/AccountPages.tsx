import { useI18n } from '../../../lib/i18n';
import { useLocation } from '../../../lib/router';
import type { PageProps } from '../../../lib/routes';
import { ActivatePage } from './ActivatePage';
import { ForgotPage, ResetPage } from './PasswordPages';
import { ProfilePage } from './ProfilePage';
import { RegisterPage } from './RegisterPage';
import { SignInPage } from './SignInPage';

/** The account pages share one lazily loaded chunk; the path picks the page. */
export default function AccountPages({ query }: PageProps) {
  useI18n();
  const { path } = useLocation();
  switch (path.replace(/\/$/, '')) {
    case '/account/sign-in':
      return <SignInPage query={query} />;
    case '/account/register':
      return <RegisterPage />;
    case '/account/activate':
      return <ActivatePage query={query} />;
    case '/account/forgot':
      return <ForgotPage />;
    case '/account/reset':
      return <ResetPage query={query} />;
    default:
      return <ProfilePage />;
  }
}
