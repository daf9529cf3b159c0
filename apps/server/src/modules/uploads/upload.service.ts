import { randomBytes } from 'node:crypto';
import { UPLOAD_MESSAGES, type UploadedFile } from '@perkdesk/contracts';
import type { StoragePort } from '../../integrations/storage/storage-port';
import { storedName } from '../../integrations/storage/stored-name';
import { AppError } from '../../lib/app-error';
import { type ImageKind, sniffImageKind } from './image-kind';
import { processImage } from './image-processing';
import type { IncomingFile } from './multipart-images';

/** Who owns an upload: the merchant for a merchant's account, the user otherwise. */
export const uploadOwnerOf = (auth: { userId: string; merchantId: string | null }): string =>
  auth.merchantId ?? auth.userId;

/** Checks, re-encodes and stores images for every multipart route (contract §3 Uploads). */
export function createUploadService(deps: { storage: StoragePort }) {
  const { storage } = deps;

  const store = async (ownerId: string, file: IncomingFile, kind: ImageKind): Promise<UploadedFile> => {
    const { imagePath, thumbnailPath, size } = await processImage(file.path, kind);
    // Random names: nothing of the client's file name reaches the disk or the URL. The owner
    // prefix puts the file under its owner's folder (stored-name.ts).
    const base = randomBytes(16).toString('hex');
    const name = storedName(ownerId, `${base}.${kind.extension}`);
    const thumbnailName = storedName(ownerId, `${base}-thumb.jpg`);
    await storage.putFile(name, imagePath);
    await storage.putFile(thumbnailName, thumbnailPath);
    return {
      uploaded: true,
      name,
      url: storage.publicUrl(name),
      thumbnailUrl: storage.publicUrl(thumbnailName),
      size,
      contentType: kind.contentType,
    };
  };

  return {
    /**
     * Stores images owned by `ownerId`: the merchant id for a merchant's uploads, the user id
     * otherwise. Every file is sniffed before any is stored, so one bad file stores nothing.
     */
    async storeImages(ownerId: string, files: readonly IncomingFile[]): Promise<UploadedFile[]> {
      const kinds = files.map((file) => {
        const kind = sniffImageKind(file.head);
        if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.unsupported);
        return kind;
      });
      const stored: UploadedFile[] = [];
      // One at a time: image encoding is CPU-bound, and parallel work would only queue in libvips.
      for (const [index, file] of files.entries())
        stored.push(await store(ownerId, file, kinds[index] as ImageKind));
      return stored;
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;
