import { type InquiryBodyInput, inquiryResponseSchema } from '@perkdesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/inquiry/merchant (contract §12): stores the request and e-mails it to support.
 * Silent: a failed send resets the form without a message (spec 1 §8).
 */
export function sendInquiry(inquiry: InquiryBodyInput) {
  return apiFetch('/api/inquiry/merchant', {
    method: 'POST',
    body: inquiry,
    schema: inquiryResponseSchema,
    silent: true,
  });
}

export function useSendInquiry() {
  return useMutation({ mutationFn: sendInquiry });
}
