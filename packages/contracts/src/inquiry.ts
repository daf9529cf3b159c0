import { z } from 'zod';
import { emptyAsNull, idSchema } from './common';

// Support requests (contract §12 Support; spec 1 §2 Support form, §4, §5, §9).

/** The issue types of the support form (spec 1 §9), in the form's order; "Other" is the default. */
export const ISSUE_TYPES = [
  'Orders (Urgent)',
  'Orders',
  'Account',
  'Promotions',
  'Products',
  'Redeem global points',
  'Payment method connection',
  'Business Inquiries',
  'Other',
] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];
export const DEFAULT_ISSUE_TYPE: IssueType = 'Other';

export const INQUIRY_TITLE_MAX = 100;
export const INQUIRY_DESCRIPTION_MAX = 2000;

// Spec 1 names these rules (a store, a title and a description are required; an issue must be
// chosen) without giving their texts; these are ours.
export const INQUIRY_MESSAGES = {
  store: 'Please choose a store.',
  title: 'Please enter a title.',
  titleLength: `The title must be at most ${INQUIRY_TITLE_MAX} characters.`,
  description: 'Please describe the issue.',
  descriptionLength: `The description must be at most ${INQUIRY_DESCRIPTION_MAX} characters.`,
  issueType: 'Please choose an issue type.',
} as const;

/**
 * `POST /api/inquiry/merchant` (M): `{storeId, inquiryTitle (1–100), inquiryDescription (1–2000),
 * issueType?}`; the issue type defaults to "Other". A store that is not the caller's is 404.
 */
export const inquiryBodySchema = z.object({
  storeId: z.string({ error: INQUIRY_MESSAGES.store }).trim().min(1, INQUIRY_MESSAGES.store).pipe(idSchema),
  inquiryTitle: z
    .string({ error: INQUIRY_MESSAGES.title })
    .trim()
    .min(1, INQUIRY_MESSAGES.title)
    .max(INQUIRY_TITLE_MAX, INQUIRY_MESSAGES.titleLength),
  inquiryDescription: z
    .string({ error: INQUIRY_MESSAGES.description })
    .trim()
    .min(1, INQUIRY_MESSAGES.description)
    .max(INQUIRY_DESCRIPTION_MAX, INQUIRY_MESSAGES.descriptionLength),
  issueType: emptyAsNull(z.enum(ISSUE_TYPES, { error: INQUIRY_MESSAGES.issueType }))
    .optional()
    .transform((type): IssueType => type ?? DEFAULT_ISSUE_TYPE),
});
export type InquiryBody = z.output<typeof inquiryBodySchema>;
export type InquiryBodyInput = z.input<typeof inquiryBodySchema>;

/** The stored inquiry: its id and when it was received. */
export const inquiryResponseSchema = z.object({ id: z.string(), createdAt: z.string() });
export type InquiryResponse = z.infer<typeof inquiryResponseSchema>;
