import { z } from 'zod';
import { dateSchema, httpUrlSchema, idSchema } from './common';

// Social posting (contract §14 Social provider port and its Clarifications), plus our own post →
// orders attribution (docs/social.md). Every route is the merchant's.

export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'linkedin', 'pinterest', 'youtube'] as const;

// The contract names these rules without their texts; these are ours.
export const SOCIAL_MESSAGES = {
  platform: 'Platforms are facebook, instagram, linkedin, pinterest or youtube.',
  platforms: 'Choose at least one platform.',
  post: 'The post text must not be blank.',
  postLength: 'The post text must be at most 5000 characters.',
  scheduleDate: 'scheduleDate must be an ISO-8601 instant.',
  mediaUrl: 'Media URLs must be http or https URLs.',
  deleteTarget: 'Give the id or the refId of the post.',
  redirectUrl: 'redirectUrl must be an http or https URL.',
  title: 'The title must be 1 to 100 characters.',
  time: 'Times must be HH:mm, from 00:00 to 23:59.',
  times: 'Give at least one time.',
  day: 'Days of the week are 0 (Sunday) to 6 (Saturday).',
  days: 'Give at least one day of the week.',
  lastDays: 'lastDays must be a whole number from 1 to 365.',
  repeat: 'repeat must be a whole number from 1 to 10.',
  repeatDays: 'days must be a whole number from 1 to 365.',
  autoScheduleUnknown: 'There is no auto-schedule with that title.',
} as const;

export const socialPlatformSchema = z.enum(SOCIAL_PLATFORMS, { error: SOCIAL_MESSAGES.platform });
export type SocialPlatform = z.infer<typeof socialPlatformSchema>;

const instantSchema = z.iso.datetime({ offset: true, error: SOCIAL_MESSAGES.scheduleDate });

// ---------------------------------------------------------------- accounts

/** One connected platform as the provider names it. */
export const socialDisplayNameSchema = z.object({
  platform: socialPlatformSchema,
  displayName: z.string(),
  userImage: z.string().nullable(),
  profileUrl: z.string().nullable(),
});
export type SocialDisplayName = z.infer<typeof socialDisplayNameSchema>;

/** `GET /api/social/accounts`: creates the merchant's provider profile when it has none yet. */
export const socialAccountsSchema = z.object({
  activeSocialAccounts: z.array(socialPlatformSchema),
  displayNames: z.array(socialDisplayNameSchema),
});
export type SocialAccounts = z.infer<typeof socialAccountsSchema>;

/** `DELETE /api/social/accounts/{platform}` */
export const socialPlatformParamsSchema = z.object({ platform: socialPlatformSchema });
export const socialActiveAccountsSchema = socialAccountsSchema.pick({ activeSocialAccounts: true });
export type SocialActiveAccounts = z.infer<typeof socialActiveAccountsSchema>;

/** A comma list of platforms (`facebook,instagram`); blank or missing means all five. */
const platformListSchema = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((value) => (value ? [...new Set(value.split(',').map((part) => part.trim()))] : []))
  .pipe(z.array(socialPlatformSchema));

/**
 * `GET /api/social/connect-link?redirectUrl&platforms`: `{url}`, valid 30 minutes. `redirectUrl`
 * (where the provider sends the merchant back) must be on the app's origin. Offline, asking for
 * the link connects the listed platforms at once.
 */
export const socialConnectLinkQuerySchema = z.object({
  redirectUrl: httpUrlSchema(SOCIAL_MESSAGES.redirectUrl).optional(),
  platforms: platformListSchema,
});
export type SocialConnectLinkQuery = z.output<typeof socialConnectLinkQuerySchema>;
export const socialConnectLinkSchema = z.object({ url: z.string() });

// ---------------------------------------------------------------- posts

export const POST_STATUSES = ['success', 'pending', 'scheduled', 'error'] as const;
export const postStatusSchema = z.enum(POST_STATUSES);
export type PostStatus = z.infer<typeof postStatusSchema>;

/** `now`: published at creation; `scheduled`: created with a `scheduleDate` (or an auto-schedule). */
export const postTypeSchema = z.enum(['now', 'scheduled']);

export const platformAnalyticsSchema = z.object({
  likes: z.number(),
  comments: z.number(),
  shares: z.number(),
  views: z.number(),
  reach: z.number(),
});

/** `GET /api/social/analytics/{postId}`; 404 when the provider has no data (offline: not yet published). */
export const postAnalyticsSchema = z.object({
  totalLikes: z.number(),
  totalComments: z.number(),
  totalShares: z.number(),
  totalViews: z.number(),
  totalReach: z.number(),
  platformBreakdown: z.record(z.string(), platformAnalyticsSchema),
});
export type PostAnalytics = z.infer<typeof postAnalyticsSchema>;

/**
 * What a post brought in (ours, beyond the contract; docs/social.md): visits through its tracked
 * link, then PAID/COMPLETED orders of those customers at the store within 7 days (the latest tracked
 * visit wins), their revenue (total less refunds) and the customers whose first sale it was.
 */
export const postAttributionSchema = z.object({
  visits: z.number().int(),
  orders: z.number().int(),
  revenueCents: z.number().int(),
  newClients: z.number().int(),
});
export type PostAttribution = z.infer<typeof postAttributionSchema>;

export const postIdEntrySchema = z.object({
  platform: z.string(),
  id: z.string(),
  postUrl: z.string().nullable(),
});

/** The Post of contract §14, with our `attribution`, `trackedLink`, `storeId`, `promotionIds`, `errorMessage`. */
export const socialPostSchema = z.object({
  id: z.string(),
  /** Our reference of the post; it is the `post=` of its tracked link. Delete by it removes this post only. */
  refId: z.string(),
  /** The text as published (with the tracked link appended when the post promotes a store). */
  post: z.string(),
  status: postStatusSchema,
  type: postTypeSchema,
  scheduleDate: z.string().nullable(),
  created: z.string(),
  platforms: z.array(socialPlatformSchema),
  postIds: z.array(postIdEntrySchema),
  mediaUrls: z.array(z.string()),
  /** Why the post failed (status `error`), else null. */
  errorMessage: z.string().nullable(),
  storeId: z.string().nullable(),
  promotionIds: z.array(z.string()),
  /** `{APP_ORIGIN}/s/{storeId}?post={refId}[&coupon={code}]`, or null when the post promotes no store. */
  trackedLink: z.string().nullable(),
  analytics: postAnalyticsSchema.optional(),
  attribution: postAttributionSchema,
});
export type SocialPost = z.infer<typeof socialPostSchema>;

/**
 * `POST /api/social/posts`. Without `scheduleDate` (and without `autoSchedule`) the post is
 * published at once. `autoSchedule` takes the next free slot of the named auto-schedule.
 * `autoRepost` is handed to the provider as is; the client makes one post per occurrence.
 * `storeId` / `promotionIds` (ours): what the post promotes; the server appends the tracked link.
 */
export const createSocialPostBodySchema = z.object({
  post: z
    .string({ error: SOCIAL_MESSAGES.post })
    .trim()
    .min(1, SOCIAL_MESSAGES.post)
    .max(5000, SOCIAL_MESSAGES.postLength),
  platforms: z
    .array(socialPlatformSchema, { error: SOCIAL_MESSAGES.platforms })
    .min(1, SOCIAL_MESSAGES.platforms),
  scheduleDate: instantSchema.optional(),
  mediaUrls: z.array(httpUrlSchema(SOCIAL_MESSAGES.mediaUrl)).max(10).optional(),
  autoSchedule: z
    .object({ schedule: z.literal(true), title: z.string().trim().min(1, SOCIAL_MESSAGES.title).max(100) })
    .optional(),
  autoRepost: z
    .object({
      repeat: z
        .number()
        .int(SOCIAL_MESSAGES.repeat)
        .min(1, SOCIAL_MESSAGES.repeat)
        .max(10, SOCIAL_MESSAGES.repeat),
      days: z
        .number()
        .int(SOCIAL_MESSAGES.repeatDays)
        .min(1, SOCIAL_MESSAGES.repeatDays)
        .max(365, SOCIAL_MESSAGES.repeatDays),
      startDate: instantSchema.optional(),
    })
    .optional(),
  storeId: idSchema.optional(),
  promotionIds: z.array(idSchema).max(20).optional(),
});
export type CreateSocialPostBody = z.output<typeof createSocialPostBodySchema>;

/** `DELETE /api/social/posts`: `{id?, refId?}`, one is required → `{deleted:true}`. */
export const deleteSocialPostBodySchema = z
  .object({
    id: z.string().trim().min(1).max(100).optional(),
    refId: z.string().trim().min(1).max(100).optional(),
  })
  .refine((body) => body.id !== undefined || body.refId !== undefined, SOCIAL_MESSAGES.deleteTarget);
export type DeleteSocialPostBody = z.output<typeof deleteSocialPostBodySchema>;
export const socialPostDeletedSchema = z.object({ deleted: z.literal(true) });

/** `GET /api/social/history?lastDays=30&withAnalytics=true`: [Post], newest first by `created`. */
export const socialHistoryQuerySchema = z.object({
  lastDays: z.coerce
    .number({ error: SOCIAL_MESSAGES.lastDays })
    .int(SOCIAL_MESSAGES.lastDays)
    .min(1, SOCIAL_MESSAGES.lastDays)
    .max(365, SOCIAL_MESSAGES.lastDays)
    .default(30),
  withAnalytics: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type SocialHistoryQuery = z.output<typeof socialHistoryQuerySchema>;
export const socialHistorySchema = z.array(socialPostSchema);

/** `GET /api/social/analytics/{postId}` and `GET /api/social/posts/{id}/attribution` */
export const socialPostIdParamsSchema = z.object({ postId: z.string().trim().min(1).max(100) });
export const socialPostParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });

// ---------------------------------------------------------------- auto-schedule

export const autoScheduleTimeSchema = z
  .string({ error: SOCIAL_MESSAGES.time })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, SOCIAL_MESSAGES.time);

/** `POST /api/social/auto-schedule`: the title is the key; posting an existing title replaces it. */
export const autoScheduleSchema = z.object({
  title: z
    .string({ error: SOCIAL_MESSAGES.title })
    .trim()
    .min(1, SOCIAL_MESSAGES.title)
    .max(100, SOCIAL_MESSAGES.title),
  schedule: z
    .array(autoScheduleTimeSchema, { error: SOCIAL_MESSAGES.times })
    .min(1, SOCIAL_MESSAGES.times)
    .max(24),
  daysOfWeek: z
    .array(
      z
        .number({ error: SOCIAL_MESSAGES.day })
        .int(SOCIAL_MESSAGES.day)
        .min(0, SOCIAL_MESSAGES.day)
        .max(6, SOCIAL_MESSAGES.day),
      { error: SOCIAL_MESSAGES.days },
    )
    .min(1, SOCIAL_MESSAGES.days)
    .max(7),
  excludeDates: z.array(dateSchema).max(366).optional(),
});
export type AutoSchedule = z.output<typeof autoScheduleSchema>;
/** GET answers a bare array; `excludeDates` is always there (empty when none). */
export const autoScheduleListSchema = z.array(autoScheduleSchema.required({ excludeDates: true }));
export const deleteAutoScheduleBodySchema = autoScheduleSchema.pick({ title: true });
export const autoScheduleDeletedSchema = z.object({ deleted: z.literal(true) });
