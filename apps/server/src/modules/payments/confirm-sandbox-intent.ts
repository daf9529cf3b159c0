import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { PaymentIntent } from './payment-port';
import {
  findSandboxIntentBySecret,
  findSandboxIntentStatus,
  markSandboxIntentSucceeded,
  markSandboxIntentSucceededBySecret,
} from './sandbox-intents.repository';

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
  // None, canceled, declined, or already paid: answered from what the intent is.
  const row = await findSandboxIntentBySecret(db, clientSecret);
  if (!row) return null;
  if (row.status === 'canceled') throw new AppError('INVALID_STATUS');
  if (outcome === 'declined' || row.status === 'succeeded') return { status: row.status };
  const updated = await markSandboxIntentSucceeded(db, row.id, clock.now());
  // Lost a race with a cancel or another confirm: answer what the intent is now.
  if (!updated) {
    const status = await findSandboxIntentStatus(db, row.id);
    if (status === 'canceled') throw new AppError('INVALID_STATUS');
    return { status: status ?? 'succeeded' };
  }
  return { status: updated.status };
}
