import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { DialogTarget } from './dialog-target';
import { useDetailParam } from './use-detail-param';

/**
 * Which item a catalogue list's dialog shows: the one in `?p=<id>` (looked up in the list, or
 * asked for alone when the list lacks it, as for a deleted one), or a new one being added.
 */
export function useDialogTarget<Item extends { id: string }, Draft>(
  items: readonly Item[] | undefined,
  useOne: (id: string | null, enabled: boolean) => UseQueryResult<Item>,
) {
  const detail = useDetailParam();
  const [adding, setAdding] = useState<{ draft: Draft | null } | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const listed = items?.find((item) => item.id === detail.id);
  const fetched = useOne(detail.id, items !== undefined && !listed);
  const item = listed ?? fetched.data;

  let target: DialogTarget<Item, Draft> | null = null;
  if (adding) target = { kind: 'new', draft: adding.draft };
  else if (item && item.id === detail.id)
    target = { kind: 'existing', item, startEditing: editing === item.id };

  return {
    target,
    /** Shows an item (its row, or its Show icon). */
    show: (id: string) => {
      setEditing(null);
      detail.open(id);
    },
    /** Opens an item straight in edit (its Edit icon). */
    edit: (id: string) => {
      setEditing(id);
      detail.open(id);
    },
    /** A new item, empty or from a duplicate's draft. */
    add: (draft: Draft | null = null) => setAdding({ draft }),
    close: () => {
      setEditing(null);
      if (adding) setAdding(null);
      else detail.close();
    },
  };
}
