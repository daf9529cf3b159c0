import { useSearchParams } from 'react-router';
import { DETAIL_KEY } from '../../../components/list-top-bar/list-params';

/**
 * The open item of a catalogue list (`?p=<id>`, spec 2 §2): a row links to it, the dialog opens
 * from it. Opening adds a history entry, so Back closes the dialog; page, search and filters
 * stay as they are.
 */
export function useDetailParam() {
  const [query, setQuery] = useSearchParams();
  const set = (id: string | null, replace: boolean) =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(DETAIL_KEY, id);
        else next.delete(DETAIL_KEY);
        return next;
      },
      { replace },
    );
  return {
    id: query.get(DETAIL_KEY) || null,
    open: (id: string) => set(id, false),
    close: () => set(null, true),
  };
}
