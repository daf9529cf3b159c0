import type { Readable } from 'node:stream';

/** A stored file as served back. */
export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where uploads live: local disk by default, an S3-compatible bucket when configured
 * (architecture: ports and adapters; create-storage.ts chooses). Every method takes a public
 * name as made by `storedName` (stored-name.ts); each adapter keeps the file at its object key
 * (`<ownerId>/<file>`), and refuses or does not find any other name.
 */
export interface StoragePort {
  put(name: string, data: Buffer): Promise<void>;
  /** Stores a copy of a local file under `name`, without reading it into memory. */
  putFile(name: string, sourcePath: string): Promise<void>;
  /** The file, or null when no file has this name. */
  get(name: string): Promise<StoredFile | null>;
  /** The absolute URL clients use to fetch the file: always GET /api/files/{name} on our server. */
  publicUrl(name: string): string;
  /** Releases connections, when the adapter holds any. */
  close?(): void;
}

/** The URL of GET /api/files/{name} at `publicOrigin`. */
export const filesUrl = (publicOrigin: string, name: string) =>
  `${publicOrigin.replace(/\/$/, '')}/api/files/${name}`;
