import { ConfirmEmailPage } from './confirm-email-page';

/** Where registration lands: the same "check your inbox" page as /user/confirm-email. */
export function RegistrationConfirmationPage() {
  return <ConfirmEmailPage />;
}
