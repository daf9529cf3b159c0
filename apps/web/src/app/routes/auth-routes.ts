import type { RouteObject } from 'react-router';
import { paths } from '../../config/routes';
import { alias, page, redirectIndex, withQueries } from './route-helpers';

/** The account pages under /user, in the plain auth layout, plus their root-level aliases. */
export const authRoutes: RouteObject[] = [
  {
    path: paths.user.root,
    lazy: async () => ({ Component: (await import('../layouts/auth-layout')).AuthLayout }),
    children: [
      redirectIndex(paths.user.login),
      page('login', undefined, async () => (await import('../../features/auth/pages/login-page')).LoginPage),
      // The other account pages get the shared query client (most run a query or a mutation);
      // login makes a plain call, so its first paint carries no TanStack Query.
      withQueries([
        page(
          'register',
          undefined,
          async () => (await import('../../features/auth/pages/register-page')).RegisterPage,
        ),
        page(
          'registration-confirmation',
          undefined,
          async () =>
            (await import('../../features/auth/pages/registration-confirmation-page'))
              .RegistrationConfirmationPage,
        ),
        page(
          'forgot-password',
          undefined,
          async () => (await import('../../features/auth/pages/forgot-password-page')).ForgotPasswordPage,
        ),
        page(
          'reset-password',
          undefined,
          async () => (await import('../../features/auth/pages/reset-password-page')).ResetPasswordPage,
        ),
        page(
          'confirm-email',
          undefined,
          async () => (await import('../../features/auth/pages/confirm-email-page')).ConfirmEmailPage,
        ),
        page(
          'active_account',
          undefined,
          async () => (await import('../../features/auth/pages/activate-account-page')).ActivateAccountPage,
        ),
        page(
          'resend-activation-email',
          undefined,
          async () => (await import('../../features/auth/pages/resend-activation-page')).ResendActivationPage,
        ),
      ]),
      alias('reset_password', paths.user.resetPassword),
    ],
  },
  alias('/login', paths.user.login),
  alias('/register', paths.user.register),
  alias('/forgot-password', paths.user.forgotPassword),
  alias('/confirm-email', paths.user.confirmEmail),
  // Spec 1 lists reset_password as an alias beside the /user children; the root form costs nothing.
  alias('/reset_password', paths.user.resetPassword),
];
