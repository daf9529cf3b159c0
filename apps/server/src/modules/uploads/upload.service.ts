import { randomBytes } from 'node:crypto';
import { UPLOAD_MESSAGES, type UploadedFile } from '@perkdesk/contracts';
import type { StoragePort } from '../../integrations/storage/storage-port';
import { AppError } from '../../lib/app-error';
import { type ImageKind, sniffImageKind } from './image-kind';
import { processImage } from './image-processing';
import type { IncomingFile } from './multipart-images';

/** Checks, re-encodes and stores images for every multipart route (contract §3 Uploads). */
export function createUploadService(deps: { storage: StoragePort }) {
  const { storage } = deps;

  const store = async (file: IncomingFile, kind: ImageKind): Promise<UploadedFile> => {
    const { imagePath, thumbnailPath, size } = await processImage(file.path, kind);
    // Random names: nothing of the client's file name reaches the disk or the URL.
    const base = randomBytes(16).toString('hex');
    const name = `${base}.${kind.extension}`;
    const thumbnailName = `${base}-thumb.jpg`;
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
    /** Every file is sniffed before any is stored, so one bad file stores nothing. */
    async storeImages(files: readonly IncomingFile[]): Promise<UploadedFile[]> {
      const kinds = files.map((file) => {
        const kind = sniffImageKind(file.head);
        if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.unsupported);
        return kind;
      });
      const stored: UploadedFile[] = [];
      // One at a time: image encoding is CPU-bound, and parallel work would only queue in libvips.
      for (const [index, file] of files.entries()) stored.push(await store(file, kinds[index] as ImageKind));
      return stored;
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;
