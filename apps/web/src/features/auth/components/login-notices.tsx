import { useTranslation } from '../../../i18n/translation';
import { translateMessage } from '../auth-messages';
import type { LoginError } from '../login-error';
import { LoginFailure } from './login-failure';
import { Notice } from './notice';

export interface LoginNoticesProps {
  /** The contract's message for an empty field, when one is empty after a submit. */
  missing: string | null;
  failure: LoginError | null;
  username: string;
}

/**
 * What the login form says after a submit: the missing-field rule (shown once for both fields,
 * spec 1 §5) and the refusal. Nothing of it shows before a submit, so the login page loads it
 * lazily with the submit code (Alert, its close button and the message table).
 */
export default function LoginNotices({ missing, failure, username }: LoginNoticesProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      {missing ? <Notice color="red">{translateMessage(t, missing)}</Notice> : null}
      {failure ? <LoginFailure failure={failure} username={username} /> : null}
    </>
  );
}
