import { UPLOAD_LIMITS } from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

type Schema = { type?: string; format?: string; items?: Schema; properties?: Record<string, Schema> };
type Response = { $ref?: string; content?: Record<string, { schema?: Schema & { $ref?: string } }> };
interface Operation {
  tags?: string[];
  summary?: string;
  operationId?: string;
  security?: unknown[];
  parameters?: { in: string }[];
  requestBody?: { description?: string; content: Record<string, { schema: Schema }> };
  responses: Record<string, Response>;
}
interface Document {
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, Response> };
}

/** The routes that read uploads (readMultipart) and the file field each one requires. */
const UPLOADS: Record<string, string | null> = {
  'POST /api/upload/multi': 'files',
  'POST /api/user/profile/avatar': 'file',
  'POST /api/merchants/profile/logo': 'file',
  'POST /api/merchants/profile/images': 'file',
  // JSON, form or multipart: every part is optional.
  'POST /api/merchants/profile': null,
};

const ERROR_BODY_REF = '#/components/schemas/ErrorBody';

let t: TestApp;
let document: Document;
let operations: (Operation & { name: string })[];

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ url: '/api/docs/json' })).json() as Document;
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ ...op, name: `${method.toUpperCase()} ${path}` })),
  );
});
afterAll(() => t.close());

const missing = (check: (op: Operation & { name: string }) => boolean) =>
  operations.filter((op) => !check(op)).map((op) => op.name);

describe('the OpenAPI document names every operation', () => {
  it('tags each operation with one of the tags listed at the top level, each described', () => {
    const listed = new Set(document.tags?.map((tag) => tag.name));
    expect(operations.length).toBeGreaterThan(200);
    expect(document.tags?.every((tag) => tag.description)).toBe(true);
    expect(missing((op) => op.tags?.length === 1 && listed.has(op.tags[0] ?? ''))).toEqual([]);
    // No listed tag is left without an operation.
    expect([...listed].filter((tag) => !operations.some((op) => op.tags?.includes(tag)))).toEqual([]);
  });

  it('gives each operation a one-line summary and a unique camelCase operationId', () => {
    expect(missing((op) => /^[A-Z][^\n]{5,80}$/.test(op.summary ?? ''))).toEqual([]);
    expect(missing((op) => /^[a-z][a-zA-Z0-9]+$/.test(op.operationId ?? ''))).toEqual([]);
    const ids = operations.map((op) => op.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});

describe('the OpenAPI document describes every error answer', () => {
  it('has one error body schema, the contract shape, that every error response refers to', () => {
    const errorBody = document.components.schemas.ErrorBody as Schema & { required?: string[] };
    expect(errorBody.required).toEqual(['status', 'code', 'message']);
    expect(Object.keys(errorBody.properties ?? {})).toEqual(['status', 'code', 'message', 'violations']);
    for (const [name, response] of Object.entries(document.components.responses)) {
      expect(response.content?.['application/json']?.schema?.$ref, name).toBe(ERROR_BODY_REF);
    }
    const wrong = operations.flatMap((op) =>
      Object.entries(op.responses)
        .filter(([status]) => Number(status) >= 400)
        .filter(([, response]) => {
          const target = response.$ref?.replace('#/components/responses/', '') ?? '';
          return !document.components.responses[target];
        })
        .map(([status]) => `${op.name} ${status}`),
    );
    expect(wrong).toEqual([]);
    // Not the same schema pasted into every operation.
    expect(JSON.stringify(document.paths)).not.toContain('"violations"');
  });

  it('documents what each operation answers: 401 when signed in, 400 on input, 413 and 415 on a body', () => {
    const has = (op: Operation, status: number) => Boolean(op.responses[status]);
    expect(missing((op) => Object.keys(op.responses).some((status) => Number(status) >= 400))).toEqual([]);
    expect(missing((op) => !op.security || has(op, 401))).toEqual([]);
    expect(missing((op) => !(op.parameters?.length || op.requestBody) || has(op, 400))).toEqual([]);
    expect(missing((op) => !op.requestBody || (has(op, 413) && has(op, 415)))).toEqual([]);
    expect(missing((op) => !op.parameters?.some((p) => p.in === 'path') || has(op, 404))).toEqual([]);
  });

  it('documents the refusals the routes really give: throttled sign-in, idempotent checkout', async () => {
    const byName = new Map(operations.map((op) => [op.name, op]));
    expect(byName.get('POST /api/login')?.responses[429]).toBeDefined();
    expect(byName.get('POST /api/orders/checkout')?.responses[409]).toBeDefined();
    // And an anonymous call of a signed-in route answers what its 401 says.
    const answer = await t.app.inject({ method: 'GET', url: '/api/merchant-stores' });
    expect(answer.statusCode).toBe(401);
    expect(byName.get('GET /api/merchant-stores')?.responses[401]?.$ref).toBe(
      '#/components/responses/Unauthorized',
    );
  });
});

describe('the OpenAPI document describes the uploads', () => {
  it('gives every upload route its multipart/form-data body, file fields in binary and the size limit', () => {
    const multipart = operations.filter((op) => op.requestBody?.content['multipart/form-data']);
    expect(multipart.map((op) => op.name).sort()).toEqual(Object.keys(UPLOADS).sort());
    for (const op of multipart) {
      const schema = op.requestBody?.content['multipart/form-data']?.schema as Schema & {
        required?: string[];
      };
      const field = UPLOADS[op.name];
      if (field) expect(schema.required, op.name).toContain(field);
      const files = Object.values(schema.properties ?? {}).map((part) => part.items ?? part);
      expect(
        files.some((part) => part.format === 'binary'),
        op.name,
      ).toBe(true);
      expect(op.requestBody?.description, op.name).toContain(
        `${UPLOAD_LIMITS.maxFileBytes / 1024 / 1024} MB`,
      );
      expect(op.responses[413], op.name).toBeDefined();
      expect(op.responses[415], op.name).toBeDefined();
    }
  });
});
