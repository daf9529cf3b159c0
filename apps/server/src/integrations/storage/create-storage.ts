import type { Config } from '../../config';
import { createLocalDiskStorage } from './local-disk-storage';
import { createS3Storage } from './s3-storage';
import type { StoragePort } from './storage-port';

/** An S3-compatible bucket when S3_BUCKET is set, otherwise files under UPLOAD_DIR. */
export function createStorage(config: Config): StoragePort {
  const { s3, publicOrigin } = config;
  if (s3) return createS3Storage({ ...s3, publicOrigin });
  return createLocalDiskStorage({ dir: config.uploadDir, publicOrigin });
}
