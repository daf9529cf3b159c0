import { AppError } from '../../lib/app-error';
import type { UserRow } from '../accounts/accounts.public';

/** A path index names an existing address, or the answer is 404 (contract §2 Profile). */
export function addressIndex(user: UserRow, index: string): number {
  const position = /^\d{1,4}$/.test(index) ? Number(index) : -1;
  if (position < 0 || position >= user.deliveryAddresses.length) throw new AppError('NOT_FOUND');
  return position;
}
