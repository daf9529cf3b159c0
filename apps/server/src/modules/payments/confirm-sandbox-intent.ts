import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { PaymentIntent } from './payment-port';
import { findSandboxIntentBySecret, markSandboxIntentSucceededBySecret } from './sandbox-intents.repository';

/**
 * Testing support (contract §12): the customer "pays" the intent with this secret. `succeeded`
 * marks it paid; `declined` leaves it `requires_payment_method`, as a declined card does. Null
 * when no intent has the secret; a canceled intent cannot be paid.
 */
export async function confirmSandboxIntent(
  db: Executor,
  clock: Clock,
  clientSecret: string,
  outcome: 'succeeded' | 'declined',
): Promise<{ status: PaymentIntent['status'] } | null> {
  if (outcome === 'succeeded') {
    const paid = await markSandboxIntentSucceededBySecret(db, clientSecret, clock.now());
    if (paid) return { status: paid.status };
  }
  // None, canceled, declined, already paid, or a cancel or another payment came first: answered
  // from what the intent is now.
  const row = await findSandboxIntentBySecret(db, clientSecret);
  if (!row) return null;
  if (row.status === 'canceled') throw new AppError('INVALID_STATUS');
  return { status: row.status };
}
