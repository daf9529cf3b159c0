import { AppError } from '../../lib/app-error';
import type { AccountsDeps } from './accounts-deps';
import { findUserById } from './users.repository';

export async function isActivated(ctx: AccountsDeps, id: string): Promise<boolean> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw new AppError('NOT_FOUND');
  return user.activated;
}
