import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PublishQueue } from './publish-queue';
import type { SocialPort } from './social-port';

/** What the social use cases run with. */
export interface SocialContext {
  db: Db;
  clock: Clock;
  port: SocialPort;
  /** APP_ORIGIN: tracked links and connect redirects are on it. */
  appOrigin: string;
  /** Offline scheduled posts are published through it. */
  queue: Pick<PublishQueue, 'schedule'>;
}
