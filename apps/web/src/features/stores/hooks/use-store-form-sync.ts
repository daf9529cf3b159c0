import type { Store, StoreInput } from '@perkdesk/contracts';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { type StoreFormValues, storeToForm } from '../form/store-form';

/**
 * Loads the store into the form when it arrives or changes on the server (a status toggle
 * elsewhere), unless the user has unsaved edits, which are never overwritten.
 */
export function useStoreFormSync(
  form: UseFormReturn<StoreFormValues, unknown, StoreInput>,
  store: Store | undefined,
) {
  useEffect(() => {
    if (store && !form.formState.isDirty) form.reset(storeToForm(store));
  }, [form, store]);
}
