import type { StoreInput } from '@perkdesk/contracts';
import type { BaseSyntheticEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { notifySuccess } from '../../../lib/api-notify';
import { useSaveStore } from '../api/save-store';
import { type StoreFormValues, storeToForm } from '../form/store-form';
import { tabOfPath, tabsWithErrors } from '../form/store-tabs';
import { withSavingToast } from '../saving-toast';

/**
 * Saves the store from any tab. A failed field on another tab opens that tab, so the error is
 * seen; a created store moves to its own path, on the same tab.
 */
export function useStoreSubmit(
  form: UseFormReturn<StoreFormValues, unknown, StoreInput>,
  storeId: string | null,
) {
  const { t } = useTranslation('stores');
  const save = useSaveStore();
  const navigate = useNavigate();
  const tab = tabOfPath(useLocation().pathname);

  const onSubmit = form.handleSubmit(
    async (input) => {
      const saved = await withSavingToast(t('editor.saving'), () => save.mutateAsync({ id: storeId, input }));
      form.reset(storeToForm(saved));
      notifySuccess(t('editor.saved'), t('editor.success'));
      if (!storeId) navigate(`${paths.setup.store.root(saved.id)}/${tab}`, { replace: true });
    },
    (errors) => {
      const [first] = tabsWithErrors(errors);
      if (first && first !== tab) navigate(`${paths.setup.store.root(storeId ?? 'new')}/${first}`);
    },
  );
  // A refused save has already raised the api client's toasts; nothing more to do here.
  return {
    onSubmit: (event?: BaseSyntheticEvent) => onSubmit(event).catch(() => undefined),
    saving: save.isPending,
  };
}
