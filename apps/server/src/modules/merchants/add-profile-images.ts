import { mergeImages } from '../stores/store-images';
import type { MerchantProfileContext } from './merchant-profile-context';
import type { ProfileBody } from './profile-body';
import { storeImageUrls } from './profile-images';
import { saveProfile } from './save-profile';

/** Adds uploaded images; answers the merchant's whole image list. */
export async function addProfileImages(
  ctx: MerchantProfileContext,
  merchantId: string,
  files: ProfileBody['images'],
): Promise<string[]> {
  const urls = await storeImageUrls(ctx, merchantId, files);
  const row = await saveProfile(ctx, merchantId, (current) => ({
    imagesUrl: mergeImages(current.imagesUrl, { added: urls }, 'imagesUrl'),
  }));
  return row.imagesUrl;
}
