import type { CatalogueTermKind } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../../lib/api-client';
import { TERM_RESOURCES, termPath } from './term-resources';

/** GET /api/product-categories (or -units, -attributes): the merchant's terms, in creation order. */
export function listTerms(kind: CatalogueTermKind, signal?: AbortSignal) {
  return apiFetch(termPath(kind), { schema: z.array(TERM_RESOURCES[kind].schema), signal });
}

export const termsQuery = (kind: CatalogueTermKind) =>
  queryOptions({ queryKey: TERM_RESOURCES[kind].key, queryFn: ({ signal }) => listTerms(kind, signal) });

export function useTerms(kind: CatalogueTermKind) {
  return useQuery(termsQuery(kind));
}
