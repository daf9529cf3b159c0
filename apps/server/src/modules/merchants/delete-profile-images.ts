import type { MerchantProfileContext } from './merchant-profile-context';
import { removeOwnImages } from './profile-images';
import { saveProfile } from './save-profile';

/** Removes images by URL; answers the remaining list. */
export async function deleteProfileImages(
  ctx: MerchantProfileContext,
  merchantId: string,
  urls: readonly string[],
): Promise<string[]> {
  const row = await saveProfile(ctx, merchantId, (current) => ({
    imagesUrl: removeOwnImages(current.imagesUrl, urls),
  }));
  return row.imagesUrl;
}
