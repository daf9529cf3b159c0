import { writeFile } from 'node:fs/promises';
import { currentOpenApi, OPENAPI_PATH } from './openapi-document';

await writeFile(OPENAPI_PATH, await currentOpenApi());
console.log(`wrote ${OPENAPI_PATH.pathname}`);
