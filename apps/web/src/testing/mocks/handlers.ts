import { type Store, storeSchema } from '@perkdesk/contracts';
import { http } from 'msw';
import { z } from 'zod';
import { respond } from './respond';

// Routes several features' screens read, answered from what the test holds at the time of the call.

/** GET /api/merchant-stores (contract §4). */
export const storesRoute = (stores: () => readonly Store[]) =>
  http.get('/api/merchant-stores', () => respond(z.array(storeSchema), [...stores()]));
