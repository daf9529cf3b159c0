import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** A dashboard GET (contract §13), with the dashboards' service name (spec 2 §6). */
export function dashboardGet<T>(path: string, schema: ZodType<T>, signal?: AbortSignal): Promise<T> {
  return apiFetch(path, { schema, signal, serviceName: 'merchant-dashboard' });
}

/**
 * One dashboard figure: asked only once `path` is known (a valid range and a merchant id, spec 2
 * §5); a change of range, store or mode keeps the last figures on screen until the new ones arrive.
 */
export function useDashboardQuery<T>(route: string, path: string | null, schema: ZodType<T>) {
  return useQuery({
    queryKey: dashboardKeys.of(route, path),
    queryFn: ({ signal }) => dashboardGet(path ?? '', schema, signal),
    enabled: path !== null,
    placeholderData: keepPreviousData,
  });
}
