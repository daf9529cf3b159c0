import { promotionSchema } from '@perkdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { socialKeys } from './social-keys';

/** GET /api/promotions?status=ACTIVE: the perks a post can promote (Select your perk(s)). */
export function listPerks(signal?: AbortSignal) {
  return apiFetch('/api/promotions?status=ACTIVE', { schema: z.array(promotionSchema), signal });
}

export function usePerks() {
  return useQuery({ queryKey: socialKeys.perks, queryFn: ({ signal }) => listPerks(signal) });
}
