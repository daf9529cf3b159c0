import { z } from 'zod';
import { phoneSchema, REFERRAL_NOT_FOUND_MESSAGE } from './accounts';
import { addressResponseSchema } from './address';
import { dateSchema, emptyAsNull, idSchema, isHttpUrl } from './common';

/** The profile every role has (contract §2 Profile). */
export const profileSchema = z.object({
  id: idSchema,
  name: z.string().nullable(),
  email: z.string(),
  avatarURL: z.string().nullable(),
  dob: z.string().nullable(),
  phone: z.string().nullable(),
  deliveryAddresses: z.array(addressResponseSchema),
  referralUserId: idSchema.nullable(),
  receivedRegistrationReward: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const NAME_REQUIRED_MESSAGE = 'Name is required.';

/** A partial profile update: absent fields are kept, `""` or null clears an optional one. */
export const profileUpdateSchema = z.object({
  name: z
    .string({ error: NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, NAME_REQUIRED_MESSAGE)
    .max(100, 'Name must be at most 100 characters.')
    .optional(),
  dob: emptyAsNull(dateSchema),
  phone: emptyAsNull(phoneSchema),
  avatarURL: emptyAsNull(
    z
      .string()
      .trim()
      .max(500, 'Avatar URL must be at most 500 characters.')
      .refine(isHttpUrl, 'Avatar URL must be an http or https URL.'),
  ),
  referralUserId: emptyAsNull(idSchema),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Referral refusals on a profile update (contract §2: set once, an existing other customer, no cycle). */
export const REFERRAL_MESSAGES = {
  notFound: REFERRAL_NOT_FOUND_MESSAGE,
  self: 'You cannot refer yourself.',
  alreadySet: 'The referral can only be set once.',
  cycle: 'This referral would create a referral cycle.',
} as const;

export const MAX_DELIVERY_ADDRESSES = 20;
export const DELIVERY_ADDRESS_LIMIT_MESSAGE = `At most ${MAX_DELIVERY_ADDRESSES} delivery addresses can be saved.`;

export const addressIndexParamsSchema = z.object({ index: z.string().max(20) });

export const referralHistoryItemSchema = z.object({
  userId: idSchema,
  name: z.string().nullable(),
  level: z.number().int().min(1).max(3),
  joinedAt: z.string(),
});
export type ReferralHistoryItem = z.infer<typeof referralHistoryItemSchema>;
