import type { Store } from '@perkdesk/contracts';
import { useEffect, useRef, useState } from 'react';
import { useStores } from '../../../lib/stores-query';

/**
 * The store whose orders the screen takes (spec 1 §2, on opening the screen): none → a warning;
 * one → that store; several → the store-and-password dialog opens once, and again whenever the
 * merchant switches store. The choice lasts while the orders area is open.
 */
export function useStoreChoice() {
  const stores = useStores();
  const list: Store[] | undefined = stores.data;
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const asked = useRef(false);

  const several = (list?.length ?? 0) > 1;
  const store =
    list?.length === 1 ? (list[0] as Store) : (list?.find((candidate) => candidate.id === chosenId) ?? null);

  useEffect(() => {
    if (!several || asked.current) return;
    asked.current = true;
    setDialogOpen(true);
  }, [several]);

  return {
    stores: list,
    isLoading: stores.isLoading,
    isError: stores.isError,
    noStore: list !== undefined && list.length === 0,
    several,
    store,
    dialogOpen,
    openDialog: () => setDialogOpen(true),
    closeDialog: () => setDialogOpen(false),
    choose: (storeId: string) => {
      setChosenId(storeId);
      setDialogOpen(false);
    },
  };
}

export type StoreChoice = ReturnType<typeof useStoreChoice>;
