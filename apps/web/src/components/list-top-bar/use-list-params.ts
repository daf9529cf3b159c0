import { useSearchParams } from 'react-router';
import {
  clearListParams,
  hasFilters,
  type ListDefaults,
  type ListParamsPatch,
  patchListParams,
  readListParams,
} from './list-params';

const FALLBACK: ListDefaults = { sort: 'name', dir: 'asc' };

/**
 * A list's search, filters, sort and page, kept in the URL so a reload, a shared link or the
 * back button shows the same page. Changes replace the history entry: typing is not navigation.
 */
export function useListParams(defaults: ListDefaults = FALLBACK) {
  const [query, setQuery] = useSearchParams();
  return {
    params: readListParams(query, defaults),
    filtered: hasFilters(query),
    set: (patch: ListParamsPatch) =>
      setQuery((current) => patchListParams(current, patch), { replace: true }),
    clear: () => setQuery((current) => clearListParams(current), { replace: true }),
  };
}
