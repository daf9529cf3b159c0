import type { Address, PageQuery, ProfileUpdate } from '@perkdesk/contracts';
import { addDeliveryAddress } from './add-delivery-address';
import type { ProfileContext } from './profile-context';
import { toProfile } from './profile-mapper';
import { loadUser, saveProfile } from './profile-user';
import { referralHistory } from './referral-history';
import { removeDeliveryAddress } from './remove-delivery-address';
import { replaceDeliveryAddress } from './replace-delivery-address';
import { updateProfile } from './update-profile';

/** The profile every role has (contract §2 Profile). */
export function createProfileService(ctx: ProfileContext) {
  return {
    get: async (userId: string) => toProfile(await loadUser(ctx, userId)),
    update: (userId: string, input: ProfileUpdate) => updateProfile(ctx, userId, input),
    /** True while no referrer is set: the customer app then offers to enter one. */
    referralOpen: async (userId: string): Promise<boolean> => !(await loadUser(ctx, userId)).referralUserId,
    referralHistory: (userId: string, page: PageQuery) => referralHistory(ctx.db, userId, page),
    setAvatar: (userId: string, url: string) => saveProfile(ctx, userId, { avatarUrl: url }),
    addAddress: (userId: string, address: Address) => addDeliveryAddress(ctx, userId, address),
    replaceAddress: (userId: string, index: string, address: Address) =>
      replaceDeliveryAddress(ctx, userId, index, address),
    removeAddress: (userId: string, index: string) => removeDeliveryAddress(ctx, userId, index),
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
