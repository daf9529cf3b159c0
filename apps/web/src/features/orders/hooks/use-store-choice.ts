import type { Store } from '@perkdesk/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { useStores } from '../../../lib/stores-query';

const remembered = () => sessionStorage.getItem(STORAGE_KEYS.ordersStore);

/**
 * The store whose orders the screen takes (spec 1 §2, on opening the screen): none → a warning;
 * one → that store; several → the store-and-password dialog opens once, and again whenever the
 * merchant switches store. The choice is kept for the browser tab's session, so a reload at a busy
 * counter does not ask for the password again; a store no longer in the list asks again.
 */
export function useStoreChoice() {
  const stores = useStores();
  const list: Store[] | undefined = stores.data;
  const [chosenId, setChosenId] = useState<string | null>(remembered);
  const [dialogOpen, setDialogOpen] = useState(false);
  const asked = useRef(false);

  const several = (list?.length ?? 0) > 1;
  const store =
    list?.length === 1 ? (list[0] as Store) : (list?.find((candidate) => candidate.id === chosenId) ?? null);

  useEffect(() => {
    if (!several || asked.current) return;
    asked.current = true;
    if (!store) setDialogOpen(true);
  }, [several, store]);

  const openDialog = useCallback(() => setDialogOpen(true), []);
  const closeDialog = useCallback(() => setDialogOpen(false), []);
  const choose = useCallback((storeId: string) => {
    sessionStorage.setItem(STORAGE_KEYS.ordersStore, storeId);
    setChosenId(storeId);
    setDialogOpen(false);
  }, []);
  const { isLoading, isError } = stores;

  // One object while nothing changes: the screen's shared value depends on it. Whether the dialog is
  // open is apart, so that opening it re-renders the dialog, not everything that reads the store.
  const choice = useMemo(
    () => ({
      stores: list,
      isLoading,
      isError,
      noStore: list !== undefined && list.length === 0,
      several,
      store,
      openDialog,
      closeDialog,
      choose,
    }),
    [list, isLoading, isError, several, store, openDialog, closeDialog, choose],
  );
  return { choice, dialogOpen };
}

export type StoreChoice = ReturnType<typeof useStoreChoice>['choice'];
