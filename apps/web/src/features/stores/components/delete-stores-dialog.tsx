import type { Store } from '@perkdesk/contracts';
import {
  type DeleteDialogProps,
  DeleteItemsDialog,
} from '../../../components/confirm-dialog/delete-items-dialog';
import { useTranslation } from '../../../i18n/translation';
import { useDeleteStores } from '../api/delete-store';

/** Asks before deleting stores; a deleted store leaves the list (soft delete, contract §1). */
export function DeleteStoresDialog(props: DeleteDialogProps<Store>) {
  const { t } = useTranslation('stores');
  return (
    <DeleteItemsDialog
      {...props}
      remove={useDeleteStores()}
      title={(count, name) => (name ? t('list.deleteOne', { name }) : t('list.deleteMany', { count }))}
      message={t('list.deleteBody')}
      confirmLabel={t('list.deleteConfirm')}
      deletedNotice={(count) => t('list.deleted', { count })}
    />
  );
}
