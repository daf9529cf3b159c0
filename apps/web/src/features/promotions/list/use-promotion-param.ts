import { useSearchParams } from 'react-router';
import { DETAIL_KEY } from '../../../components/list-top-bar/list-params';

/**
 * The perk open in the detail dialog (`?p=<id>`, spec 2 §2): rows link to it, so opening is a
 * navigation (Back closes the dialog); closing replaces the entry. Filters and page stay.
 */
export function usePromotionParam() {
  const [query, setQuery] = useSearchParams();
  const hrefFor = (id: string) => {
    const next = new URLSearchParams(query);
    next.set(DETAIL_KEY, id);
    return `?${next}`;
  };
  const close = () =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(DETAIL_KEY);
        return next;
      },
      { replace: true },
    );
  return { id: query.get(DETAIL_KEY) || null, hrefFor, close };
}
