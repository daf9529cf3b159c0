import type { Address, Profile } from '@perkdesk/contracts';
import { addressIndex } from './address-index';
import type { ProfileContext } from './profile-context';
import { loadUser, saveProfile } from './profile-user';

export async function replaceDeliveryAddress(
  ctx: ProfileContext,
  userId: string,
  index: string,
  address: Address,
): Promise<Profile> {
  const user = await loadUser(ctx, userId);
  const position = addressIndex(user, index);
  return saveProfile(ctx, userId, { deliveryAddresses: user.deliveryAddresses.with(position, address) });
}
