import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';

/** What the profile use cases need, built once by createProfileService. */
export interface ProfileContext {
  db: Db;
  clock: Clock;
}
