import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { StoragePort } from '../../integrations/storage/storage-port';
import type { Clock } from '../../lib/clock';
import type { AiPort } from './ai-port';

/** What the AI use cases run with. */
export interface AiContext {
  db: Db;
  clock: Clock;
  port: AiPort;
  /** The upload store: generated images are kept there and served by GET /api/files/{name}. */
  storage: StoragePort;
  log: FastifyBaseLogger;
}
