import { readFile } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { type IncomingFile, readMultipart } from '../uploads/multipart-images';

/** A profile save as received, before validation: the partial profile and any image files. */
export interface ProfileBody {
  update: unknown;
  logo: IncomingFile | undefined;
  images: IncomingFile[];
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 'The data part must be JSON.');
  }
};

/**
 * Form fields carry only strings: lists and objects arrive as JSON text, flags as "true"/"false".
 * Anything else stays a string and meets the same validation as JSON.
 */
function fromFormFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => {
      if (typeof value !== 'string') return [key, value];
      const text = value.trim();
      if (text.startsWith('[') || text.startsWith('{')) {
        try {
          return [key, JSON.parse(text)];
        } catch {
          return [key, value];
        }
      }
      if (text === 'true' || text === 'false') return [key, text === 'true'];
      return [key, value];
    }),
  );
}

/** The profile from a `data` JSON part or field, else from the fields themselves. */
const fromFields = (fields: Record<string, unknown>) =>
  typeof fields.data === 'string' ? parseJson(fields.data) : fromFormFields(fields);

/** The largest `data` part read: the profile is a few kilobytes of JSON. */
const MAX_DATA_BYTES = 256 * 1024;

/**
 * A `data` part sent as a file: what browsers send for a JSON Blob (`application/json`, with a
 * file name). Its text is read like a `data` field.
 */
async function dataFileText(file: IncomingFile | undefined): Promise<string | undefined> {
  if (!file) return undefined;
  if (file.size > MAX_DATA_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'The data part is too large.');
  return readFile(file.path, 'utf8');
}

/**
 * POST /api/merchants/profile takes JSON, a form, or multipart with a `data` JSON part (a field,
 * or a file part such as a JSON Blob) plus `logo` and `images` files (contract §3). Validation
 * happens later, on what this returns.
 */
export async function readProfileBody(request: FastifyRequest): Promise<ProfileBody> {
  if (request.isMultipart()) {
    const { files, fields } = await readMultipart(request, ['logo', 'images', 'data']);
    const data = await dataFileText(files.find((file) => file.fieldName === 'data'));
    return {
      update: fromFields(data === undefined ? fields : { ...fields, data }),
      logo: files.find((file) => file.fieldName === 'logo'),
      images: files.filter((file) => file.fieldName === 'images'),
    };
  }
  const body = (request.body ?? {}) as Record<string, unknown>;
  const isForm = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
  return { update: isForm ? fromFields(body) : body, logo: undefined, images: [] };
}
