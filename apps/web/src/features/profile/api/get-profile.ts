import { profileSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const PROFILE_KEY = ['user', 'profile'] as const;

export function getProfile(signal?: AbortSignal) {
  return apiFetch('/api/user/profile', { schema: profileSchema, signal });
}

export const profileQuery = () =>
  queryOptions({ queryKey: PROFILE_KEY, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQuery());
}
