import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { filesUrl, type StoragePort } from './storage-port';
import { objectKeyOf } from './stored-name';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO and the like), addressed path-style; unset means AWS. */
  endpoint?: string | undefined;
  /** Both or neither; neither means the SDK's default credential chain. */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  publicOrigin: string;
}

/**
 * Files in an S3-compatible bucket under `<ownerId>/<file>` keys, through the official SDK.
 * The bucket stays private: clients still fetch GET /api/files/{name} on our server, which
 * streams the object, so URLs and headers are the same as with the local disk.
 */
export function createS3Storage(options: S3StorageOptions): StoragePort {
  // Imported here, so only when a bucket is configured: evaluating the SDK would slow every start.
  const sdk = import('@aws-sdk/client-s3');
  const client: Promise<S3Client> = sdk.then(
    ({ S3Client }) =>
      new S3Client({
        region: options.region,
        ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
        ...(options.accessKeyId && options.secretAccessKey
          ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
          : {}),
        // Checksums only where S3 requires them: several S3-compatible services reject the
        // aws-chunked trailers the SDK would otherwise add to every upload.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
  );
  const keyOf = (name: string) => {
    const key = objectKeyOf(name);
    if (!key) throw new Error(`Unsafe file name: ${name}`);
    return key;
  };
  const put = async (name: string, body: PutObjectBody, length: number) => {
    const Key = keyOf(name);
    const { PutObjectCommand } = await sdk;
    await (await client).send(
      new PutObjectCommand({ Bucket: options.bucket, Key, Body: body, ContentLength: length }),
    );
  };

  return {
    async put(name, data) {
      await put(name, data, data.length);
    },
    async putFile(name, sourcePath) {
      // Streamed from the file with its length: the image never sits whole in memory.
      const { size } = await stat(sourcePath);
      await put(name, createReadStream(sourcePath), size);
    },
    async get(name) {
      const key = objectKeyOf(name);
      if (!key) return null;
      const { GetObjectCommand, S3ServiceException } = await sdk;
      try {
        const object = await (await client).send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error(`S3 answered no stream for ${key}`);
        return { stream: object.Body, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    publicUrl: (name) => filesUrl(options.publicOrigin, name),
    close() {
      void client.then((s3) => s3.destroy());
    },
  };
}

type PutObjectBody = Buffer | Readable;
