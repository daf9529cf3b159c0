import { notFound } from '../../lib/app-error';
import type { MerchantProfileContext } from './merchant-profile-context';
import type { ProfileBody } from './profile-body';

/** Stores uploaded image files under the merchant and answers their URLs. */
export async function storeImageUrls(
  ctx: MerchantProfileContext,
  merchantId: string,
  files: ProfileBody['images'],
): Promise<string[]> {
  if (files.length === 0) return [];
  return (await ctx.uploads.storeImages(merchantId, files)).map((file) => file.url);
}

/** Image URLs to delete must be the merchant's own; any other answers 404 like an unknown id. */
export function removeOwnImages(current: readonly string[], urls: readonly string[]): string[] {
  if (urls.some((url) => !current.includes(url))) throw notFound();
  return current.filter((url) => !urls.includes(url));
}
