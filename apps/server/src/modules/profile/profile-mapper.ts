import type { Address, Profile } from '@perkdesk/contracts';
import type { UserRow } from '../accounts/accounts.public';

/** A merchant who never set a display name is shown by first and last name. */
function displayName(user: UserRow): string | null {
  if (user.name) return user.name;
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return full || null;
}

export function toProfile(user: UserRow): Profile {
  return {
    id: user.id,
    name: displayName(user),
    email: user.email,
    avatarURL: user.avatarUrl,
    dob: user.dob,
    phone: user.phone,
    deliveryAddresses: user.deliveryAddresses as Address[],
    referralUserId: user.referralUserId,
    receivedRegistrationReward: user.receivedRegistrationReward,
  };
}
