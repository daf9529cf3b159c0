import type { AccountInfo } from '@perkdesk/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findUserById } from './users.repository';

export async function accountInfo(db: Db, userId: string): Promise<AccountInfo> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('NOT_FOUND');
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    isMerchant: user.role === 'MERCHANT',
    merchantID: user.merchantId,
    activated: user.activated,
    createdAt: user.createdAt.toISOString(),
  };
}
