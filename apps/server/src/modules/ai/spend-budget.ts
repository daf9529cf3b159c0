import { AI_LIMITS, AI_MESSAGES } from '@perkdesk/contracts';
import { AppError } from '../../lib/app-error';
import { countCall } from './ai-budget.repository';
import type { AiContext } from './ai-context';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Takes one call from the merchant's hourly budget, shared by both AI routes (contract §14
 * Clarifications), or refuses with 429 and Retry-After. A call counts even when the provider fails.
 */
export async function spendBudget(ctx: AiContext, merchantId: string): Promise<void> {
  const now = ctx.clock.now();
  const freeAt = await countCall(ctx.db, merchantId, now, {
    max: AI_LIMITS.callsPerHour,
    windowMs: HOUR_MS,
  });
  if (!freeAt) return;
  const seconds = Math.max(1, Math.ceil((freeAt.getTime() - now.getTime()) / 1000));
  throw new AppError('TOO_MANY_REQUESTS', AI_MESSAGES.rateLimited, undefined, {
    'retry-after': String(seconds),
  });
}
