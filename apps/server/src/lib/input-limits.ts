import { UPLOAD_LIMITS } from '@perkdesk/contracts';

/** 1 MB for a JSON or form body; uploads have their own limits below. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Node's own default, written down: larger request headers get 431. */
export const MAX_HEADER_BYTES = 16 * 1024;
/** Path parameters carry e-mail addresses (resend activation), which may be up to 320 characters. */
export const MAX_PARAM_LENGTH = 320;

/** What one multipart request may hold; each refusal names the limit it hit. */
export const MULTIPART_LIMITS = {
  fileSize: UPLOAD_LIMITS.maxFileBytes,
  files: 10,
  fields: 20,
  fieldSize: 1024 * 1024,
  parts: 40,
} as const;
