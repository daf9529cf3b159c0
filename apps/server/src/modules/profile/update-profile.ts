import type { Profile, ProfileUpdate } from '@perkdesk/contracts';
import type { NewUser } from '../accounts/accounts.public';
import { checkReferral } from './check-referral';
import type { ProfileContext } from './profile-context';
import { loadUser, saveProfile } from './profile-user';

/** Absent fields are kept; null (or "") clears a field. */
export async function updateProfile(
  ctx: ProfileContext,
  userId: string,
  input: ProfileUpdate,
): Promise<Profile> {
  const user = await loadUser(ctx, userId);
  const patch: Partial<NewUser> = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.dob !== undefined) patch.dob = input.dob;
  if (input.phone !== undefined) patch.phone = input.phone;
  if (input.avatarURL !== undefined) patch.avatarUrl = input.avatarURL;
  if (input.referralUserId && input.referralUserId !== user.referralUserId) {
    await checkReferral(ctx.db, user, input.referralUserId);
    patch.referralUserId = input.referralUserId;
  }
  return saveProfile(ctx, userId, patch);
}
