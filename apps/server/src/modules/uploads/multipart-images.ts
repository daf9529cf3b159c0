import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@perkdesk/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/** A file part as received, before any check of its content. */
export interface IncomingFile {
  fieldName: string;
  fileName: string;
  data: Buffer;
}

export interface MultipartContent {
  files: IncomingFile[];
  /** Text parts, such as the `data` JSON part of the merchant profile. */
  fields: Record<string, string>;
}

/**
 * Reads a multipart body, keeping the files of `fileFields` and every text part. The 5 MB per
 * file limit is enforced while streaming (multipart `limits.fileSize` in app.ts); the 10 MB
 * per request limit here, so an oversized request stops being read as soon as it is known.
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
        const data = await part.toBuffer();
        total += data.length;
        if (total > UPLOAD_LIMITS.maxRequestBytes) {
          throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.requestTooLarge);
        }
        content.files.push({ fieldName: part.fieldname, fileName: part.filename, data });
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
