import { randomBytes } from 'node:crypto';
import type { UploadedFile } from '@perkdesk/contracts';
import type { StoragePort } from '../../integrations/storage/storage-port';
import { storedName } from '../../integrations/storage/stored-name';
import type { ImageKind } from './image-kind';
import { processImage } from './image-processing';
import type { IncomingFile } from './multipart-images';

/** Re-encodes one checked image, makes its thumbnail and stores both under the owner. */
export async function storeImage(
  storage: StoragePort,
  ownerId: string,
  file: IncomingFile,
  kind: ImageKind,
): Promise<UploadedFile> {
  const { imagePath, thumbnailPath, size } = await processImage(file.path, kind);
  // Random names: nothing of the client's file name reaches the disk or the URL.
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
}
