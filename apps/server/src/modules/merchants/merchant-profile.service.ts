import { addProfileImages } from './add-profile-images';
import { deleteProfileImages } from './delete-profile-images';
import { getMerchantProfile } from './get-merchant-profile';
import type { MerchantProfileContext } from './merchant-profile-context';
import type { ProfileBody } from './profile-body';
import { setMerchantLogo } from './set-merchant-logo';
import { updateMerchantProfile } from './update-merchant-profile';

/** The merchant's business profile (contract §3 Profile). */
export function createMerchantProfileService(ctx: MerchantProfileContext) {
  return {
    get: (merchantId: string) => getMerchantProfile(ctx, merchantId),
    update: (merchantId: string, body: ProfileBody) => updateMerchantProfile(ctx, merchantId, body),
    setLogo: (merchantId: string, file: ProfileBody['images'][number]) =>
      setMerchantLogo(ctx, merchantId, file),
    addImages: (merchantId: string, files: ProfileBody['images']) => addProfileImages(ctx, merchantId, files),
    deleteImages: (merchantId: string, urls: readonly string[]) => deleteProfileImages(ctx, merchantId, urls),
  };
}
export type MerchantProfileService = ReturnType<typeof createMerchantProfileService>;
