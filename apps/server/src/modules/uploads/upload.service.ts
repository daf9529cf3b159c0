import type { StoragePort } from '../../integrations/storage/storage-port';
import type { IncomingFile } from './multipart-images';
import { storeImages } from './store-images';

/** Who owns an upload: the merchant for a merchant's account, the user otherwise. */
export const uploadOwnerOf = (auth: { userId: string; merchantId: string | null }): string =>
  auth.merchantId ?? auth.userId;

/** Checks, re-encodes and stores images for every multipart route (contract §3 Uploads). */
export function createUploadService(deps: { storage: StoragePort }) {
  return {
    storeImages: (ownerId: string, files: readonly IncomingFile[]) =>
      storeImages(deps.storage, ownerId, files),
  };
}
export type UploadService = ReturnType<typeof createUploadService>;
