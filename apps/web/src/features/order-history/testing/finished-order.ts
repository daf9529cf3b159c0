import type { MerchantOrder } from '@perkdesk/contracts';
import { sampleOrder } from '../../../testing/sample-order';

/** A completed pick-up order of store 900…1 ($10.17, nothing refunded); override what a test needs. */
export function finishedOrder(overrides: Partial<MerchantOrder> = {}): MerchantOrder {
  return sampleOrder({
    id: '10000000000000004101',
    status: 'COMPLETED',
    serveStatus: 'PICKUP',
    preparingTime: 10,
    acceptedAt: '2026-03-10T14:02:00.000Z',
    completedAt: '2026-03-10T14:20:00.000Z',
    lastUpdatedAt: '2026-03-10T14:20:00.000Z',
    ...overrides,
  });
}
