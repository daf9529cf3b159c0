import { accountInfoSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function getAccountInfo(signal?: AbortSignal) {
  return apiFetch('/api/user/account-info', { schema: accountInfoSchema, signal });
}

export const accountInfoQuery = () =>
  queryOptions({ queryKey: ['user', 'account-info'], queryFn: ({ signal }) => getAccountInfo(signal) });

export function useAccountInfo() {
  return useQuery(accountInfoQuery());
}
