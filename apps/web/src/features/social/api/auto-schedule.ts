import { type AutoSchedule, autoScheduleDeletedSchema, autoScheduleListSchema } from '@perkdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { socialKeys } from './social-keys';

/** GET /api/social/auto-schedule: the merchant's auto-schedules, a bare array. */
export function listAutoSchedules(signal?: AbortSignal) {
  return apiFetch('/api/social/auto-schedule', { schema: autoScheduleListSchema, signal });
}

export function useAutoSchedules() {
  return useQuery({ queryKey: socialKeys.autoSchedule, queryFn: ({ signal }) => listAutoSchedules(signal) });
}

/** POST /api/social/auto-schedule: the title is the key; an existing title is replaced. */
export function saveAutoSchedule(body: AutoSchedule) {
  return apiFetch<unknown>('/api/social/auto-schedule', { method: 'POST', body });
}

/** DELETE /api/social/auto-schedule `{title}`. */
export function deleteAutoSchedule(title: string) {
  return apiFetch('/api/social/auto-schedule', {
    method: 'DELETE',
    body: { title },
    schema: autoScheduleDeletedSchema,
  });
}
