import { mkdir, mkdtemp, open, rm } from 'node:fs/promises';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@perkdesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, validationFailed } from '../../lib/app-error';

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
// busboy's messages for a body without a boundary, malformed or cut short.
const MALFORMED_MULTIPART = /^(Multipart: |Malformed |Unexpected end of (form|file|multipart data))/;
const NUL_MESSAGE = 'Must not contain a NUL character.';
/** Room for the text parts, part headers and boundaries around 10 MB of files. */
const MULTIPART_OVERHEAD = 1024 * 1024;
const LINGER_MS = 2000;

/**
 * The refusal closes the connection: otherwise Node would go on reading (and dropping) the
 * rest of the body to keep the socket alive, and the client would not see the 413 until it is sent.
 */
const tooLarge = (message: string) =>
  new AppError('PAYLOAD_TOO_LARGE', message, undefined, { connection: 'close' });
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

/**
 * After a refusal sent while the body still streams in, the socket is half-closed and what the
 * client still sends is read and dropped for a moment: closing at once with unread bytes resets
 * the connection, and the client may lose the 413 it has not read yet (a lingering close).
 */
function lingerAfterAnswer(request: FastifyRequest) {
  const socket = request.raw.socket as Socket & { destroySoon?: () => void };
  socket.destroySoon = () => {
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    socket.once('close', () => clearTimeout(timer));
    socket.end();
    request.raw.unpipe();
    request.raw.resume();
  };
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
  // A declared length past the limit is refused before a byte of the body is read.
  if (Number(request.headers['content-length']) > UPLOAD_LIMITS.maxRequestBytes + MULTIPART_OVERHEAD) {
    lingerAfterAnswer(request);
    throw tooLarge(UPLOAD_MESSAGES.requestTooLarge);
  }
  const content: MultipartContent = { files: [], fields: {} };
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const value = String(part.value);
        if (value.includes('\u0000') || part.fieldname.includes('\u0000'))
          throw validationFailed([{ field: part.fieldname, message: NUL_MESSAGE }]);
        content.fields[part.fieldname] = value;
      } else if (!fileFields.includes(part.fieldname)) {
        part.file.resume(); // unknown fields are ignored (contract §1)
      } else {
        const path = join(await tempDirOf(request), String(content.files.length));
        // The parser only drops the bytes past the limit until the part ends: stop at the limit instead.
        part.file.once('limit', () => part.file.destroy(tooLarge(UPLOAD_MESSAGES.fileTooLarge)));
        const handle = await open(path, 'wx');
        let size = 0;
        let head = Buffer.alloc(0);
        try {
          for await (const chunk of part.file as AsyncIterable<Buffer>) {
            size += chunk.length;
            total += chunk.length;
            if (total > UPLOAD_LIMITS.maxRequestBytes) {
              throw tooLarge(UPLOAD_MESSAGES.requestTooLarge);
            }
            if (head.length < HEAD_BYTES)
              head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
            await handle.write(chunk);
          }
        } finally {
          await handle.close();
        }
        if (part.file.truncated) throw tooLarge(UPLOAD_MESSAGES.fileTooLarge);
        content.files.push({ fieldName: part.fieldname, fileName: part.filename, path, size, head });
      }
    }
  } catch (error) {
    if (error instanceof AppError && error.status === 413) lingerAfterAnswer(request);
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      lingerAfterAnswer(request);
      throw tooLarge(UPLOAD_MESSAGES.fileTooLarge);
    }
    // The multipart parser's own refusals (no boundary, a cut or malformed body) are the client's.
    if ((error as { code?: unknown }).code === 'ERR_STREAM_PREMATURE_CLOSE') {
      throw new AppError('BAD_REQUEST', 'Malformed multipart body: it ended early.');
    }
    if (error instanceof Error && MALFORMED_MULTIPART.test(error.message)) {
      throw new AppError('BAD_REQUEST', `Malformed multipart body: ${error.message}`);
    }
    throw error;
  }
  return content;
}
