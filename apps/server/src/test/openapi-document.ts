import { readFile } from 'node:fs/promises';
import { createTestApp } from './test-app';

/** The committed OpenAPI document: `npm run openapi` writes it, a test holds the server to it. */
export const OPENAPI_PATH = new URL('../../../../openapi.json', import.meta.url);

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, inner]) => [key, sortKeys(inner)]));
}

/** The server's OpenAPI document with keys sorted, so that a diff shows only what changed. */
export async function currentOpenApi(): Promise<string> {
  const { app, close } = await createTestApp();
  try {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    return `${JSON.stringify(sortKeys(response.json()), null, 2)}\n`;
  } finally {
    await close();
  }
}

export const committedOpenApi = () => readFile(OPENAPI_PATH, 'utf8');
