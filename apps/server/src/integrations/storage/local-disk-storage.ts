import { constants, createReadStream } from 'node:fs';
import { copyFile, mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { filesUrl, type StoragePort } from './storage-port';
import { objectKeyOf } from './stored-name';

/** Files under UPLOAD_DIR, one folder per owner, served by GET /api/files/{name} at PUBLIC_ORIGIN. */
export function createLocalDiskStorage(options: { dir: string; publicOrigin: string }): StoragePort {
  const pathOf = (name: string) => {
    const key = objectKeyOf(name);
    return key ? join(options.dir, ...key.split('/')) : null;
  };
  // Names are made by the upload service; anything else is refused before touching the disk.
  const writablePathOf = async (name: string) => {
    const path = pathOf(name);
    if (!path) throw new Error(`Unsafe file name: ${name}`);
    await mkdir(dirname(path), { recursive: true });
    return path;
  };

  return {
    async put(name, data) {
      await writeFile(await writablePathOf(name), data, { flag: 'wx' });
    },
    async putFile(name, sourcePath) {
      // The kernel copies (copy_file_range where it can); nothing passes through the JS heap.
      await copyFile(sourcePath, await writablePathOf(name), constants.COPYFILE_EXCL);
    },
    async get(name) {
      const path = pathOf(name);
      if (!path) return null;
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { stream: createReadStream(path), size: info.size };
      } catch {
        return null;
      }
    },
    publicUrl: (name) => filesUrl(options.publicOrigin, name),
  };
}
