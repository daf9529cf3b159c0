import {
  type MerchantProfile,
  type MerchantProfileSave,
  merchantProfileSaveSchema,
} from '@perkdesk/contracts';
import { notFound } from '../../lib/app-error';
import { mergeImages } from '../stores/store-images';
import type { MerchantProfileContext } from './merchant-profile-context';
import { findMerchant, type MerchantPatch } from './merchants.repository';
import { profileAnswer } from './profile-answer';
import type { ProfileBody } from './profile-body';
import { removeOwnImages, storeImageUrls } from './profile-images';
import { saveProfile } from './save-profile';

/** Profile fields a partial save copies as given (null clears them). */
const PLAIN_FIELDS = [
  'name',
  'description',
  'phone',
  'email',
  'website',
  'businessType',
  'businessLines',
  'address',
  'operationTime',
] as const;

/**
 * A new `paymentCustomerId` is accepted only from one of the merchant's completed checkout
 * sessions (contract §11); any other is 404 and nothing is saved. The one it has may be sent
 * back as it is; null clears it.
 */
async function checkPaymentCustomer(
  ctx: MerchantProfileContext,
  merchantId: string,
  customerId?: string | null,
) {
  if (!customerId || (await findMerchant(ctx.db, merchantId))?.paymentCustomerId === customerId) return;
  if (!(await ctx.isOwnPaymentCustomer?.(merchantId, customerId))) throw notFound();
}

/** A partial save: absent fields are kept (contract §3). Files are stored only once the body is valid. */
export async function updateMerchantProfile(
  ctx: MerchantProfileContext,
  merchantId: string,
  body: ProfileBody,
): Promise<MerchantProfile> {
  const input: MerchantProfileSave = merchantProfileSaveSchema.parse(body.update);
  if (input.taxConfigIds) await ctx.taxes.check(input.taxConfigIds, 'taxConfigIds', { required: false });
  await checkPaymentCustomer(ctx, merchantId, input.paymentCustomerId);
  const [logoUrl] = await storeImageUrls(ctx, merchantId, body.logo ? [body.logo] : []);
  const uploaded = await storeImageUrls(ctx, merchantId, body.images);
  const row = await saveProfile(ctx, merchantId, (current) => {
    const patch: MerchantPatch = {};
    for (const field of PLAIN_FIELDS) {
      if (input[field] !== undefined) Object.assign(patch, { [field]: input[field] });
    }
    if (input.businessLines === null) patch.businessLines = [];
    if (input.paymentCustomerId !== undefined) patch.paymentCustomerId = input.paymentCustomerId;
    if (input.serveOptions !== undefined) patch.serveOptions = [...new Set(input.serveOptions ?? [])];
    if (input.taxConfigIds !== undefined) patch.taxConfigIds = [...new Set(input.taxConfigIds ?? [])];
    if (input.deleteLogo) patch.logoUrl = null;
    if (input.logoUrl !== undefined) patch.logoUrl = input.logoUrl;
    if (logoUrl) patch.logoUrl = logoUrl;
    const kept = removeOwnImages(current.imagesUrl, input.deletedImages ?? []);
    patch.imagesUrl = mergeImages(
      kept,
      { added: [...(input.changedImages ?? []), ...uploaded] },
      'imagesUrl',
    );
    return patch;
  });
  return profileAnswer(ctx, row);
}
