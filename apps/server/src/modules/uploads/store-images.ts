import { UPLOAD_MESSAGES, type UploadedFile } from '@perkdesk/contracts';
import type { StoragePort } from '../../integrations/storage/storage-port';
import { AppError } from '../../lib/app-error';
import { type ImageKind, sniffImageKind } from './image-kind';
import type { IncomingFile } from './multipart-images';
import { storeImage } from './store-image';

/**
 * Stores images owned by `ownerId`: the merchant id for a merchant's uploads, the user id
 * otherwise. Every file is sniffed before any is stored, so one bad file stores nothing.
 */
export async function storeImages(
  storage: StoragePort,
  ownerId: string,
  files: readonly IncomingFile[],
): Promise<UploadedFile[]> {
  const kinds = files.map((file) => {
    const kind = sniffImageKind(file.head);
    if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.unsupported);
    return kind;
  });
  const stored: UploadedFile[] = [];
  // One at a time: image encoding is CPU-bound, and parallel work would only queue in libvips.
  for (const [index, file] of files.entries())
    stored.push(await storeImage(storage, ownerId, file, kinds[index] as ImageKind));
  return stored;
}
