import type { Profile } from '@perkdesk/contracts';
import { AppError } from '../../lib/app-error';
import { findUserById, type NewUser, type UserRow, updateUser } from '../accounts/accounts.public';
import type { ProfileContext } from './profile-context';
import { toProfile } from './profile-mapper';

/** The caller's account row; an account deleted meanwhile is 404. */
export async function loadUser(ctx: ProfileContext, userId: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('NOT_FOUND');
  return user;
}

/** Writes the patch and answers the profile as it now is. */
export async function saveProfile(
  ctx: ProfileContext,
  userId: string,
  patch: Partial<NewUser>,
): Promise<Profile> {
  return toProfile(await updateUser(ctx.db, userId, patch, ctx.clock.now()));
}
