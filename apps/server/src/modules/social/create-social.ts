import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createHttpSocial } from './http-social';
import { createOfflineSocial } from './offline-social';
import type { SocialPort } from './social-port';

/** The social provider for this configuration: the REST adapter when SOCIAL_API_KEY is set, else offline. */
export function createSocial(config: Config, deps: { db: Db; clock: Clock }): SocialPort {
  return config.social ? createHttpSocial(config.social) : createOfflineSocial(deps);
}
