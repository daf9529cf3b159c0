import type { Readable } from 'node:stream';

/** A stored file as served back. */
export interface StoredFile {
  stream: Readable;
  size: number;
}

/** Where uploads live: local disk now, S3 later (architecture: ports and adapters). */
export interface StoragePort {
  put(name: string, data: Buffer): Promise<void>;
  /** Stores a copy of a local file under `name`, without reading it into memory. */
  putFile(name: string, sourcePath: string): Promise<void>;
  /** The file, or null when no file has this name. */
  get(name: string): Promise<StoredFile | null>;
  /** The absolute URL clients use to fetch the file. */
  publicUrl(name: string): string;
}
