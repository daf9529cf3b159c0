import type { MerchantProfile } from '@perkdesk/contracts';
import type { MerchantProfilePatch } from './api/update-merchant-profile';

/**
 * The brand screen's changes as one partial save (contract §3): the uploader has already put
 * new files on the server, so the logo goes as its URL (or `deleteLogo`), new photos as
 * `changedImages` and removed ones as `deletedImages`. Null when nothing changed.
 */
export function toBrandUpdate(
  profile: Pick<MerchantProfile, 'logoUrl' | 'imagesUrl'>,
  logo: readonly string[],
  images: readonly string[],
): MerchantProfilePatch | null {
  const patch: MerchantProfilePatch = {};
  const nextLogo = logo[0] ?? null;
  if (nextLogo !== profile.logoUrl) {
    if (nextLogo) patch.logoUrl = nextLogo;
    else patch.deleteLogo = true;
  }
  const added = images.filter((url) => !profile.imagesUrl.includes(url));
  const removed = profile.imagesUrl.filter((url) => !images.includes(url));
  if (added.length > 0) patch.changedImages = added;
  if (removed.length > 0) patch.deletedImages = removed;
  return Object.keys(patch).length > 0 ? patch : null;
}
