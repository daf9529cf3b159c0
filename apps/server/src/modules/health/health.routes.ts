import { z } from 'zod';
import type { AppInstance } from '../../app-instance';

export function healthRoutes(app: AppInstance) {
  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
}
