import { describe, expect, it } from 'vitest';
import { committedOpenApi, currentOpenApi } from '../test/openapi-document';

describe('the committed OpenAPI document', () => {
  it('matches the routes the server serves (run `npm run openapi` after an API change)', async () => {
    expect(await currentOpenApi()).toBe(await committedOpenApi());
  });
});
