import type { MerchantRegistration } from '@perkdesk/contracts';
import { newId } from '../../lib/ids';
import type { AccountsDeps } from './accounts-deps';
import { registerAccount } from './register-account';

/** A merchant account and its merchant, both new. */
export function registerMerchant(ctx: AccountsDeps, input: MerchantRegistration) {
  const { firstName, lastName, username, email, password } = input;
  const merchantId = newId();
  return registerAccount(
    ctx,
    { role: 'MERCHANT', username, email, firstName, lastName, merchantId },
    password,
    { username: 'username' },
  );
}
