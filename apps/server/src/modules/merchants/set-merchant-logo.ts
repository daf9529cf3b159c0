import type { MerchantProfileContext } from './merchant-profile-context';
import type { ProfileBody } from './profile-body';
import { storeImageUrls } from './profile-images';
import { saveProfile } from './save-profile';

/** Stores the file as the merchant's logo; answers its URL. */
export async function setMerchantLogo(
  ctx: MerchantProfileContext,
  merchantId: string,
  file: ProfileBody['images'][number],
): Promise<string> {
  const [url] = await storeImageUrls(ctx, merchantId, [file]);
  await saveProfile(ctx, merchantId, () => ({ logoUrl: url as string }));
  return url as string;
}
