import {
  DEFAULT_ISSUE_TYPE,
  INQUIRY_MESSAGES,
  ISSUE_TYPES,
  type IssueType,
  inquiryBodySchema,
} from '@perkdesk/contracts';
import { z } from 'zod';

/**
 * The support form on the contract's rules (contract §12, spec 1 §5), except that the issue type
 * must be chosen here: the form starts on "Other", and clearing it shows the no-selection message
 * instead of quietly sending "Other".
 */
export const supportFormSchema = inquiryBodySchema.extend({
  issueType: z.enum(ISSUE_TYPES, { error: INQUIRY_MESSAGES.issueType }),
});
export type SupportFormValues = z.input<typeof supportFormSchema>;

/** The translation key of each issue type (spec 1 §9), in the form's order. */
export const ISSUE_TYPE_KEYS = {
  'Orders (Urgent)': 'ordersUrgent',
  Orders: 'orders',
  Account: 'account',
  Promotions: 'promotions',
  Products: 'products',
  'Redeem global points': 'redeemGlobalPoints',
  'Payment method connection': 'paymentMethodConnection',
  'Business Inquiries': 'businessInquiries',
  Other: 'other',
} as const satisfies Record<IssueType, string>;

/** A fresh form: issue type Other (spec 1 §4); the store chosen when there is only one. */
export function emptySupportForm(storeIds: readonly string[]): SupportFormValues {
  return {
    storeId: storeIds.length === 1 ? (storeIds[0] ?? '') : '',
    issueType: DEFAULT_ISSUE_TYPE,
    inquiryTitle: '',
    inquiryDescription: '',
  };
}

/** Send is offered only once the title and the description hold text (spec 1 §4). */
export function canSend(values: Pick<SupportFormValues, 'inquiryTitle' | 'inquiryDescription'>): boolean {
  return Boolean(values.inquiryTitle?.trim() && values.inquiryDescription?.trim());
}
