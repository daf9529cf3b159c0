import {
  type Address,
  DELIVERY_ADDRESS_LIMIT_MESSAGE,
  MAX_DELIVERY_ADDRESSES,
  type Profile,
} from '@perkdesk/contracts';
import { validationFailed } from '../../lib/app-error';
import type { ProfileContext } from './profile-context';
import { loadUser, saveProfile } from './profile-user';

export async function addDeliveryAddress(
  ctx: ProfileContext,
  userId: string,
  address: Address,
): Promise<Profile> {
  const user = await loadUser(ctx, userId);
  if (user.deliveryAddresses.length >= MAX_DELIVERY_ADDRESSES) {
    throw validationFailed([{ field: 'deliveryAddresses', message: DELIVERY_ADDRESS_LIMIT_MESSAGE }]);
  }
  return saveProfile(ctx, userId, { deliveryAddresses: [...user.deliveryAddresses, address] });
}
