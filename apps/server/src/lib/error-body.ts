import { ERROR_MESSAGES, type ErrorBody, toViolations, UPLOAD_MESSAGES } from '@perkdesk/contracts';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError, ERROR_STATUS, type ErrorCode } from './app-error';
import { MAX_PARAM_LENGTH, MULTIPART_LIMITS } from './input-limits';

/** Fastify's own error codes that are the client's fault, mapped to the contract's codes. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_TYPE: 'BAD_REQUEST',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
  FST_ERR_MAX_PARAM_LENGTH: 'BAD_REQUEST',
  FST_ERR_ASYNC_CONSTRAINT: 'BAD_REQUEST',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_PROTO_VIOLATION: 'BAD_REQUEST',
  FST_INVALID_JSON_FIELD_ERROR: 'BAD_REQUEST',
};

/** Texts for refusals whose Fastify message says too little (which limit, which part). */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_PARTS_LIMIT: `Too many parts: at most ${MULTIPART_LIMITS.parts} per request.`,
  FST_FILES_LIMIT: `Too many files: at most ${MULTIPART_LIMITS.files} per request.`,
  FST_FIELDS_LIMIT: `Too many fields: at most ${MULTIPART_LIMITS.fields} per request.`,
  FST_REQ_FILE_TOO_LARGE: UPLOAD_MESSAGES.fileTooLarge,
  FST_ERR_MAX_PARAM_LENGTH: `A path parameter is longer than ${MAX_PARAM_LENGTH} characters.`,
  FST_ERR_BAD_URL: 'The URL is not valid.',
  FST_PROTO_VIOLATION: 'A field name is not allowed.',
  FST_INVALID_JSON_FIELD_ERROR: 'A JSON part of the form is not valid JSON.',
};

/** The contract's code for a status, for client errors Fastify raises without a code of ours. */
const STATUS_CODES: Record<number, ErrorCode> = {
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'UNSUPPORTED_MEDIA_TYPE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

function body(code: ErrorCode, message: string, violations?: ErrorBody['violations']): ErrorBody {
  return { status: ERROR_STATUS[code], code, message, ...(violations ? { violations } : {}) };
}

/** Maps any thrown error to the contract's error body. Nothing internal leaks from a 5xx. */
export function toErrorBody(error: unknown): { body: ErrorBody; headers?: Record<string, string> } {
  if (error instanceof AppError) {
    const answer = { ...body(error.code, error.message, error.violations), status: error.status };
    return { body: answer, headers: error.headers };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const violations = toViolations(
      error.validation.map((v) => ({
        // JSON-pointer segments are strings; array positions become numbers, written `[n]`.
        path: v.instancePath
          .split('/')
          .filter(Boolean)
          .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)),
        message: v.message ?? 'Invalid value.',
        params: (v.params as { params?: unknown }).params,
      })),
    );
    return { body: body('VALIDATION_FAILED', violations[0]?.message ?? 'Validation failed.', violations) };
  }
  if (error instanceof ZodError) {
    const violations = toViolations(error.issues);
    return { body: body('VALIDATION_FAILED', violations[0]?.message ?? 'Validation failed.', violations) };
  }
  const fastifyError = error as FastifyError;
  const mapped = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (mapped) {
    const message = FASTIFY_MESSAGES[fastifyError.code] ?? fastifyError.message;
    return { body: body(mapped, message) };
  }
  if (fastifyError.statusCode === 429) {
    return { body: body('TOO_MANY_REQUESTS', ERROR_MESSAGES.TOO_MANY_REQUESTS) };
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    const code = STATUS_CODES[fastifyError.statusCode];
    if (code) return { body: body(code, fastifyError.message) };
    return { body: { status: fastifyError.statusCode, code: 'BAD_REQUEST', message: fastifyError.message } };
  }
  return { body: body('INTERNAL_ERROR', ERROR_MESSAGES.INTERNAL_ERROR) };
}
