import { z } from 'zod';
import { emptyAsNull, idSchema, optionalText } from './common';

// Events and store follows (contract §12 Events; customer routes). Every event answers `{}`.

export const CLICK_ENTITIES = ['CALL', 'DIRECTIONS', 'WEBSITE', 'SHARE'] as const;
export type ClickEntity = (typeof CLICK_ENTITIES)[number];

/** Platform (contract §1 Enums): where a store was viewed. */
export const PLATFORMS = ['IOS', 'ANDROID', 'WEB'] as const;
export const platformSchema = z.enum(PLATFORMS, { error: 'Platform must be IOS, ANDROID or WEB.' });
export type Platform = z.infer<typeof platformSchema>;

export const RATING_COMMENT_MAX = 500;
/** How far ahead of the server's clock `triggeredAt` may be. */
export const EVENT_FUTURE_LIMIT_MS = 5 * 60_000;

// The contract names these rules without their texts; these are ours.
export const EVENT_MESSAGES = {
  triggeredAt: 'triggeredAt must be an ISO-8601 instant.',
  future: 'triggeredAt may be at most 5 minutes in the future.',
  stores: 'Name at least one store.',
  entity: 'entity must be CALL, DIRECTIONS, WEBSITE or SHARE.',
  rating: 'The rating must be a whole number from 1 to 5.',
  comment: `The comment must be at most ${RATING_COMMENT_MAX} characters.`,
  topic: 'Please choose a store.',
  subscriptionType: 'subscriptionType must be STORE.',
} as const;

/** `triggeredAt`: an instant with any offset; missing or "" means now. */
const triggeredAt = emptyAsNull(
  z.iso.datetime({ offset: true, error: EVENT_MESSAGES.triggeredAt }),
).optional();

/**
 * `POST /api/event/visit`: `{triggeredAt?, merchantStores:{"<merchantId>":["<storeId>"]}}`; one
 * visit per store named. A store that is not that merchant's is 404.
 */
export const visitEventBodySchema = z.object({
  triggeredAt,
  /** The `post=` of a social post's tracked link the customer came through (docs/social.md); optional. */
  postRef: optionalText(z.string().max(100)).optional(),
  merchantStores: z
    .record(idSchema, z.array(idSchema), { error: EVENT_MESSAGES.stores })
    .refine((stores) => Object.values(stores).some((ids) => ids.length > 0), EVENT_MESSAGES.stores),
});
export type VisitEventBody = z.output<typeof visitEventBodySchema>;

/** `POST /api/event/click`: TOTAL_CALLS counts the CALL clicks. */
export const clickEventBodySchema = z.object({
  triggeredAt,
  merchantId: idSchema,
  storeId: idSchema,
  entity: z.enum(CLICK_ENTITIES, { error: EVENT_MESSAGES.entity }),
});
export type ClickEventBody = z.output<typeof clickEventBodySchema>;

/** `POST /api/event/view`: TOTAL_STORE_VIEWS and the platform split. */
export const viewEventBodySchema = z.object({
  triggeredAt,
  merchantId: idSchema,
  storeId: idSchema,
  platform: platformSchema,
});
export type ViewEventBody = z.output<typeof viewEventBodySchema>;

/**
 * `POST /api/event/rate`: `{orderId, rating:1..5, comment (≤500)}`, by the buyer, once, of a
 * COMPLETED order (else `ORDER_NOT_COMPLETED`; a second rating `ALREADY_RATED`).
 */
export const rateEventBodySchema = z.object({
  orderId: idSchema,
  rating: z
    .number({ error: EVENT_MESSAGES.rating })
    .int(EVENT_MESSAGES.rating)
    .min(1, EVENT_MESSAGES.rating)
    .max(5, EVENT_MESSAGES.rating),
  comment: optionalText(
    z.string({ error: EVENT_MESSAGES.comment }).max(RATING_COMMENT_MAX, EVENT_MESSAGES.comment),
  ),
});
export type RateEventBody = z.output<typeof rateEventBodySchema>;

/** `GET /api/event/rate/{orderId}` (beyond the contract): the buyer reads back the rating they gave. */
export const givenRatingSchema = z.object({
  orderId: idSchema,
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  ratedAt: z.string(),
});
export type GivenRating = z.infer<typeof givenRatingSchema>;

/** What every event route answers. */
export const eventResponseSchema = z.object({});

/** `POST /api/subscriptions/subscribe|unsubscribe`: `{topic: storeId, subscriptionType:"STORE"}`. */
export const subscriptionBodySchema = z.object({
  topic: z.string({ error: EVENT_MESSAGES.topic }).trim().min(1, EVENT_MESSAGES.topic),
  subscriptionType: z.literal('STORE', { error: EVENT_MESSAGES.subscriptionType }),
});
export type SubscriptionBody = z.output<typeof subscriptionBodySchema>;

/** A follow: `GET /api/subscriptions` lists the open ones; subscribe answers the follow. */
export const subscriptionSchema = z.object({
  topic: z.string(),
  topicDisplayName: z.string(),
  subscriptionType: z.literal('STORE'),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
