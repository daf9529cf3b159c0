import { ERROR_MESSAGES, type ErrorBody, toViolations } from '@perkdesk/contracts';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError, ERROR_STATUS, type ErrorCode } from './app-error';

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
  if (mapped) return { body: body(mapped, fastifyError.message) };
  if (fastifyError.statusCode === 429) {
    return { body: body('TOO_MANY_REQUESTS', ERROR_MESSAGES.TOO_MANY_REQUESTS) };
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return { body: { status: fastifyError.statusCode, code: 'BAD_REQUEST', message: fastifyError.message } };
  }
  return { body: body('INTERNAL_ERROR', ERROR_MESSAGES.INTERNAL_ERROR) };
}
