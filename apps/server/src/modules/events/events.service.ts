import type {
  ClickEventBody,
  RateEventBody,
  SubscriptionBody,
  ViewEventBody,
  VisitEventBody,
} from '@perkdesk/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { EventContext } from './events-context';
import { givenRating } from './given-rating';
import { listSubscriptions } from './list-subscriptions';
import { rateOrder } from './rate-order';
import { recordClick } from './record-click';
import { recordView } from './record-view';
import { recordVisit } from './record-visit';
import { subscribe } from './subscribe';
import { unsubscribe } from './unsubscribe';

/**
 * Customers' events and store follows (contract §12 Events). They are only written here: the
 * dashboards count them through the rollups the database keeps (migration 0017).
 */
export function createEventService(deps: { db: Db; clock: Clock }) {
  const ctx: EventContext = deps;
  return {
    visit: (customerId: string, body: VisitEventBody) => recordVisit(ctx, customerId, body),
    click: (customerId: string, body: ClickEventBody) => recordClick(ctx, customerId, body),
    view: (customerId: string, body: ViewEventBody) => recordView(ctx, customerId, body),
    rate: (customerId: string, body: RateEventBody) => rateOrder(ctx, customerId, body),
    givenRating: (customerId: string, orderId: string) => givenRating(ctx, customerId, orderId),
    subscribe: (customerId: string, body: SubscriptionBody) => subscribe(ctx, customerId, body),
    unsubscribe: (customerId: string, body: SubscriptionBody) => unsubscribe(ctx, customerId, body),
    subscriptions: (customerId: string) => listSubscriptions(ctx, customerId),
  };
}
export type EventService = ReturnType<typeof createEventService>;
