import { setAuth } from '../../lib/auth-store';
import { type Credentials, login } from './api/login';
import { type LoginError, toLoginError } from './login-error';

// What the login page needs once the user submits, kept out of its first paint: the contracts
// module (zod and every schema, about 28 KB gzipped), the api client, the session store.
export { LOGIN_REQUIRED_MESSAGE } from '@perkdesk/contracts';

/** Logs in and stores the session; a refusal comes back as the page's reading of it. */
export async function signIn(credentials: Credentials): Promise<LoginError | null> {
  try {
    setAuth(await login(credentials), credentials.username);
    return null;
  } catch (error) {
    return toLoginError(error);
  }
}
