import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import type { AccountsDeps } from './accounts-deps';
import { findUserById } from './users.repository';

export async function verifyCurrentPassword(ctx: AccountsDeps, userId: string, password: string) {
  const user = await findUserById(ctx.db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, password))) throw new AppError('BAD_CREDENTIALS');
  return { valid: true as const };
}
