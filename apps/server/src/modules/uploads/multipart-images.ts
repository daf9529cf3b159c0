import { mkdir, mkdtemp, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@perkdesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/** A file part as received, before any check of its content: streamed to a temporary file. */
export interface IncomingFile {
  fieldName: string;
  fileName: string;
  /** The temporary file; removed when the response has been sent. */
  path: string;
  size: number;
  /** The first bytes, for sniffing the format. */
  head: Buffer;
}

export interface MultipartContent {
  files: IncomingFile[];
  /** Text parts, such as the `data` JSON part of the merchant profile. */
  fields: Record<string, string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where requests stream their uploaded parts, one temporary directory each. */
    uploadTempRoot: string;
  }
}

const HEAD_BYTES = 16;
const tempDirs = new WeakMap<FastifyRequest, string>();

async function tempDirOf(request: FastifyRequest): Promise<string> {
  let dir = tempDirs.get(request);
  if (!dir) {
    await mkdir(request.server.uploadTempRoot, { recursive: true });
    dir = await mkdtemp(join(request.server.uploadTempRoot, 'upload-'));
    tempDirs.set(request, dir);
  }
  return dir;
}

async function removeTempDir(request: FastifyRequest) {
  const dir = tempDirs.get(request);
  if (!dir) return;
  tempDirs.delete(request);
  await rm(dir, { recursive: true, force: true });
}

/** Uploaded parts live in a temporary directory per request under `tempRoot`, removed once the request is over. */
export function registerUploadCleanup(app: FastifyInstance, tempRoot: string) {
  app.decorate('uploadTempRoot', tempRoot);
  app.addHook('onResponse', removeTempDir);
  app.addHook('onRequestAbort', removeTempDir);
}

/**
 * Reads a multipart body, keeping the files of `fileFields` and every text part. Files are
 * streamed to disk, never held whole in memory (bench/upload-memory.mjs). The 5 MB per file limit
 * is app.ts's `limits.fileSize`; the 10 MB per request limit is here, so reading stops at once.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: readonly string[],
): Promise<MultipartContent> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected a multipart/form-data body.');
  const content: MultipartContent = { files: [], fields: {} };
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        content.fields[part.fieldname] = String(part.value);
      } else if (!fileFields.includes(part.fieldname)) {
        part.file.resume(); // unknown fields are ignored (contract §1)
      } else {
        const path = join(await tempDirOf(request), String(content.files.length));
        const handle = await open(path, 'wx');
        let size = 0;
        let head = Buffer.alloc(0);
        try {
          for await (const chunk of part.file as AsyncIterable<Buffer>) {
            size += chunk.length;
            total += chunk.length;
            if (total > UPLOAD_LIMITS.maxRequestBytes) {
              throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.requestTooLarge);
            }
            if (head.length < HEAD_BYTES)
              head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
            await handle.write(chunk);
          }
        } finally {
          await handle.close();
        }
        if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.fileTooLarge);
        content.files.push({ fieldName: part.fieldname, fileName: part.filename, path, size, head });
      }
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.fileTooLarge);
    }
    throw error;
  }
  return content;
}
