import { EVENT_FUTURE_LIMIT_MS, EVENT_MESSAGES } from '@perkdesk/contracts';
import { validationFailed } from '../../lib/app-error';
import type { EventContext } from './events-context';

/** When an event happened: `triggeredAt` (no lower bound), or now; more than 5 minutes ahead is refused. */
export function occurredAt(ctx: EventContext, triggeredAt: string | null | undefined): Date {
  const now = ctx.clock.now();
  if (!triggeredAt) return now;
  const at = new Date(triggeredAt);
  if (at.getTime() > now.getTime() + EVENT_FUTURE_LIMIT_MS) {
    throw validationFailed([{ field: 'triggeredAt', message: EVENT_MESSAGES.future }]);
  }
  return at;
}
