import { type ProfileUpdate, profileSchema } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { PROFILE_KEY } from './get-profile';

export function updateProfile(update: ProfileUpdate) {
  return apiFetch('/api/user/profile', { method: 'POST', body: update, schema: profileSchema });
}

/** The answer is the whole saved profile, so it replaces the cached one without a refetch. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(PROFILE_KEY, profile),
  });
}
