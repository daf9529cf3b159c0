import type { LoginRequest } from '@perkdesk/contracts';
import type { Resolver } from 'react-hook-form';

type Credentials = Pick<LoginRequest, 'username' | 'password'>;

/**
 * zod and the contract schemas weigh more than the rest of the login page together, and are only
 * needed on submit: they load on the first keystroke or autofill (`preloadCredentialsResolver`),
 * keeping the first paint of /user/login within its script budget.
 */
const load = () => import('./login-form-resolver');

export const preloadCredentialsResolver = () => void load();

export const lazyCredentialsResolver: Resolver<Credentials> = async (values, context, options) =>
  (await load()).credentialsResolver(values, context, options);
