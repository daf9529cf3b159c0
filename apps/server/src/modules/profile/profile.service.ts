import {
  type Address,
  DELIVERY_ADDRESS_LIMIT_MESSAGE,
  MAX_DELIVERY_ADDRESSES,
  type PageQuery,
  type Profile,
  type ProfileUpdate,
} from '@perkdesk/contracts';
import type { Db } from '../../db/client';
import { AppError, validationFailed } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { findUserById, type NewUser, type UserRow, updateUser } from '../accounts/accounts.public';
import { toProfile } from './profile-mapper';
import { checkReferral, referralHistory } from './referral.service';

/** The profile every role has (contract §2 Profile). */
export function createProfileService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  const load = async (userId: string): Promise<UserRow> => {
    const user = await findUserById(db, userId);
    if (!user) throw new AppError('NOT_FOUND');
    return user;
  };
  const save = async (userId: string, patch: Partial<NewUser>) =>
    toProfile(await updateUser(db, userId, patch, clock.now()));

  /** A path index names an existing address, or the answer is 404 (contract §2 Profile). */
  const addressIndex = (user: UserRow, index: string): number => {
    const position = /^\d{1,4}$/.test(index) ? Number(index) : -1;
    if (position < 0 || position >= user.deliveryAddresses.length) throw new AppError('NOT_FOUND');
    return position;
  };

  return {
    get: async (userId: string): Promise<Profile> => toProfile(await load(userId)),

    /** Absent fields are kept; null (or "") clears a field. */
    async update(userId: string, input: ProfileUpdate): Promise<Profile> {
      const user = await load(userId);
      const patch: Partial<NewUser> = {};
      if (input.name !== undefined) patch.name = input.name;
      if (input.dob !== undefined) patch.dob = input.dob;
      if (input.phone !== undefined) patch.phone = input.phone;
      if (input.avatarURL !== undefined) patch.avatarUrl = input.avatarURL;
      if (input.referralUserId && input.referralUserId !== user.referralUserId) {
        await checkReferral(db, user, input.referralUserId);
        patch.referralUserId = input.referralUserId;
      }
      return save(userId, patch);
    },

    /** True while no referrer is set: the customer app then offers to enter one. */
    referralOpen: async (userId: string): Promise<boolean> => !(await load(userId)).referralUserId,

    referralHistory: (userId: string, page: PageQuery) => referralHistory(db, userId, page),

    setAvatar: (userId: string, url: string) => save(userId, { avatarUrl: url }),

    async addAddress(userId: string, address: Address): Promise<Profile> {
      const user = await load(userId);
      if (user.deliveryAddresses.length >= MAX_DELIVERY_ADDRESSES) {
        throw validationFailed([{ field: 'deliveryAddresses', message: DELIVERY_ADDRESS_LIMIT_MESSAGE }]);
      }
      return save(userId, { deliveryAddresses: [...user.deliveryAddresses, address] });
    },

    async replaceAddress(userId: string, index: string, address: Address): Promise<Profile> {
      const user = await load(userId);
      const position = addressIndex(user, index);
      return save(userId, { deliveryAddresses: user.deliveryAddresses.with(position, address) });
    },

    async removeAddress(userId: string, index: string): Promise<Profile> {
      const user = await load(userId);
      const position = addressIndex(user, index);
      return save(userId, { deliveryAddresses: user.deliveryAddresses.filter((_, at) => at !== position) });
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
