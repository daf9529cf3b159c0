import { type MerchantRegistration, registrationResponseSchema } from '@perkdesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function registerMerchant(registration: MerchantRegistration) {
  return apiFetch('/api/merchant/registration', {
    method: 'POST',
    body: registration,
    schema: registrationResponseSchema,
    silent: true,
    anonymous: true,
  });
}

export function useRegisterMerchant() {
  return useMutation({ mutationFn: registerMerchant });
}
