import type { Store } from '@perkdesk/contracts';
import { useOutletContext, useParams } from 'react-router';

/** What the store editor's layout gives its tabs. */
export interface StoreEditorContext {
  /** The saved store's id; null while a new store is being created (path stores/new/…). */
  storeId: string | null;
  store: Store | undefined;
}

export const NEW_STORE = 'new';

/** The store id of the current path; null for a store not created yet. */
export function useStoreIdParam(): string | null {
  const { id } = useParams();
  return !id || id === NEW_STORE ? null : id;
}

export function useStoreEditor() {
  return useOutletContext<StoreEditorContext>();
}
