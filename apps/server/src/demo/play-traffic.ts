import {
  type ClickEntity,
  clickEventBodySchema,
  rateEventBodySchema,
  subscriptionBodySchema,
  viewEventBodySchema,
  visitEventBodySchema,
} from '@perkdesk/contracts';
import { AppError } from '../lib/app-error';
import type { EventService } from '../modules/events/events.service';
import type { DemoCustomer } from './demo-customers';
import { openInstants } from './open-instants';
import { breathe, MINUTE, type PlayClock } from './play-clock';

type BrowsedStore = Parameters<typeof openInstants>[0] & { id: string };

const CLICKS: [ClickEntity, number][] = [
  ['CALL', 0.45],
  ['DIRECTIONS', 0.35],
  ['WEBSITE', 0.12],
  ['SHARE', 0.08],
];
const STARS: [number, number][] = [
  [5, 0.56],
  [4, 0.27],
  [3, 0.1],
  [2, 0.05],
  [1, 0.02],
];
const COMMENTS: Record<number, string[]> = {
  5: ['Perfect as always, thank you!', 'Best croissants in the neighbourhood.', 'Ready right on time.'],
  4: ['Very good, the coffee was a little cool.', 'Tasty and quick. Will order again.'],
  3: ['Good food, but it took longer than promised.'],
  2: ['One item was missing from the bag.'],
  1: ['The order was cold when I picked it up.'],
};
/** Shares: window-shoppers who open the store's page; page views that tap a button, or follow; buyers
 * who rate; raters who comment. */
const OPEN_SHARE = 0.7;
const CLICK_SHARE = 0.15;
const FOLLOW_SHARE = 0.07;
const RATE_SHARE = 0.35;
const COMMENT_SHARE = 0.6;

export interface TrafficPlayDeps {
  clock: PlayClock;
  random: () => number;
  merchantId: string;
  events: EventService;
  /** The end of the history: no rating is given after it. */
  until: number;
}

/**
 * Plays what customers do around orders, through the events service on the history's clock: they
 * open the store's page on their device (a view and a visit) before ordering and now and then
 * without ordering, sometimes tap call or directions or follow the store, and about a third rate a
 * completed order, mostly with four or five stars.
 */
export function createTrafficPlayer(deps: TrafficPlayDeps) {
  const { clock, random, merchantId, events, until } = deps;
  const pick = <T>(shares: [T, number][]): T => {
    let left = random();
    for (const [value, share] of shares) {
      left -= share;
      if (left < 0) return value;
    }
    return (shares.at(-1) as [T, number])[0];
  };

  // The store shows in the app's list (a visit); a customer about to order opens its page (a view),
  // a window-shopper does most of the time.
  const look = async (storeId: string, customer: DemoCustomer, opensPage: boolean) => {
    const store = { merchantId, storeId };
    await breathe();
    await events.visit(
      customer.id,
      visitEventBodySchema.parse({ merchantStores: { [merchantId]: [storeId] } }),
    );
    if (!opensPage) return;
    await events.view(customer.id, viewEventBodySchema.parse({ ...store, platform: customer.platform }));
    if (random() < CLICK_SHARE)
      await events.click(customer.id, clickEventBodySchema.parse({ ...store, entity: pick(CLICKS) }));
    if (random() < FOLLOW_SHARE)
      await events.subscribe(
        customer.id,
        subscriptionBodySchema.parse({ topic: storeId, subscriptionType: 'STORE' }),
      );
  };

  return {
    /** The customer opens the store's page a few minutes before ordering at `at`. */
    async beforeOrder(storeId: string, customer: DemoCustomer, at: number): Promise<void> {
      clock.set(at - (2 + Math.floor(random() * 14)) * MINUTE);
      await look(storeId, customer, true);
    },

    /** The day's window-shoppers: per store, one more look without an order than it had orders. */
    async browseDay(
      day: { store: BrowsedStore; count: number }[],
      dayStart: number,
      customers: DemoCustomer[],
    ) {
      for (const { store, count } of day) {
        for (const at of openInstants(store, dayStart, count + 1, random)) {
          clock.set(at);
          const customer = customers[Math.floor(random() * customers.length)] as DemoCustomer;
          try {
            await look(store.id, customer, random() < OPEN_SHARE);
          } catch (error) {
            // The store deleted meanwhile: only a look less.
            if (!(error instanceof AppError)) throw error;
          }
        }
      }
    },

    /** Some time after the order was completed (the clock is there), its buyer may rate it. */
    async afterCompleted(customer: DemoCustomer, orderId: string): Promise<void> {
      if (random() >= RATE_SHARE) return;
      clock.advance((10 + Math.floor(random() * 120)) * MINUTE);
      if (clock.now().getTime() >= until) return;
      const rating = pick(STARS);
      const comments = COMMENTS[rating] as string[];
      const comment = random() < COMMENT_SHARE ? comments[Math.floor(random() * comments.length)] : undefined;
      await breathe();
      await events.rate(customer.id, rateEventBodySchema.parse({ orderId, rating, comment }));
    },
  };
}
