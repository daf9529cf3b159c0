import type { MerchantProfile } from '@perkdesk/contracts';
import { notFound } from '../../lib/app-error';
import type { MerchantProfileContext } from './merchant-profile-context';
import { findMerchant } from './merchants.repository';
import { profileAnswer } from './profile-answer';

export async function getMerchantProfile(
  ctx: MerchantProfileContext,
  merchantId: string,
): Promise<MerchantProfile> {
  const row = await findMerchant(ctx.db, merchantId);
  if (!row) throw notFound();
  return profileAnswer(ctx, row);
}
