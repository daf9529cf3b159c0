import { type DemoHistory, demoHistorySchema } from '@perkdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** While the demo history plays, how often its progress is read (a day takes one to three seconds). */
export const DEMO_HISTORY_POLL_MS = 5_000;

/**
 * GET /api/demo-history: the demo merchant's past orders being played after the first start.
 * Read again only while they play; silent, since the figures do not depend on it.
 */
export function useDemoHistory() {
  return useQuery({
    queryKey: ['demo-history'],
    queryFn: ({ signal }) =>
      apiFetch<DemoHistory>('/api/demo-history', { schema: demoHistorySchema, signal, silent: true }),
    refetchInterval: (query) => (query.state.data?.status === 'PLAYING' ? DEMO_HISTORY_POLL_MS : false),
  });
}
