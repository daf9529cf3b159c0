import { useSearchParams } from 'react-router';
import {
  clearListParams,
  hasFilters,
  type ListDefaults,
  type ListParamsPatch,
  patchListParams,
  readListParams,
  type SortKey,
} from './list-params';

const FALLBACK: ListDefaults<SortKey> = { sort: 'name', dir: 'asc' };

/**
 * A list's search, filters, sort and page, kept in the URL so a reload, a shared link or the
 * back button shows the same page. Changes replace the history entry: typing is not navigation.
 */
export function useListParams<S extends string = SortKey>(
  defaults: ListDefaults<S> = FALLBACK as ListDefaults<S>,
) {
  const [query, setQuery] = useSearchParams();
  return {
    params: readListParams(query, defaults),
    filtered: hasFilters(query),
    set: (patch: ListParamsPatch) =>
      setQuery((current) => patchListParams(current, patch), { replace: true }),
    clear: () => setQuery((current) => clearListParams(current), { replace: true }),
  };
}
