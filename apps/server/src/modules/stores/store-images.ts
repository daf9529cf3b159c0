import { MAX_IMAGES, STORE_MESSAGES } from '@perkdesk/contracts';
import { validationFailed } from '../../lib/app-error';

/**
 * An image list after a write (contract §1 Images): the given whole list (or the current one),
 * without `deleted`, plus `added`, each URL once. More than 20 is a violation on `field`.
 */
export function mergeImages(
  current: readonly string[],
  change: { images?: string[] | null; added?: readonly string[] | null; deleted?: readonly string[] | null },
  field = 'images',
): string[] {
  const deleted = new Set(change.deleted ?? []);
  const base = (change.images ?? current).filter((url) => !deleted.has(url));
  const merged = [...new Set([...base, ...(change.added ?? [])])];
  if (merged.length > MAX_IMAGES) throw validationFailed([{ field, message: STORE_MESSAGES.tooManyImages }]);
  return merged;
}
