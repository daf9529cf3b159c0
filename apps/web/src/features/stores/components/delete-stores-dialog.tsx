import type { Store } from '@perkdesk/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useTranslation } from '../../../i18n/translation';
import { notifySuccess } from '../../../lib/api-notify';
import { useDeleteStores } from '../api/delete-store';

interface DeleteStoresDialogProps {
  stores: readonly Store[];
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting stores; a deleted store leaves the list (soft delete, contract §1). */
export function DeleteStoresDialog({ stores, onClose, onDeleted }: DeleteStoresDialogProps) {
  const { t } = useTranslation('stores');
  const remove = useDeleteStores();
  const [first] = stores;
  const confirm = () =>
    remove.mutate(
      stores.map((store) => store.id),
      {
        onSuccess: ({ deleted }) => {
          notifySuccess(t('list.deleted', { count: deleted }));
          onDeleted();
        },
        onSettled: onClose,
      },
    );
  return (
    <ConfirmDialog
      opened={stores.length > 0}
      danger
      title={
        stores.length === 1 && first
          ? t('list.deleteOne', { name: first.name })
          : t('list.deleteMany', { count: stores.length })
      }
      message={t('list.deleteBody')}
      confirmLabel={t('list.deleteConfirm')}
      loading={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
