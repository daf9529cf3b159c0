import type { ProductGroup } from '@perkdesk/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useTranslation } from '../../../i18n/translation';
import { notifySuccess } from '../../../lib/api-notify';
import { useDeleteProductGroups } from '../api/delete-product-group';

interface DeleteProductGroupsDialogProps {
  groups: readonly ProductGroup[];
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting product groups; their products are kept (contract §5). */
export function DeleteProductGroupsDialog({ groups, onClose, onDeleted }: DeleteProductGroupsDialogProps) {
  const { t } = useTranslation('catalogue');
  const remove = useDeleteProductGroups();
  const [first] = groups;
  const confirm = () =>
    remove.mutate(
      groups.map((group) => group.id),
      {
        onSuccess: ({ deleted }) => {
          notifySuccess(t('productGroups.deleted', { count: deleted }));
          onDeleted();
        },
        onSettled: onClose,
      },
    );
  return (
    <ConfirmDialog
      opened={groups.length > 0}
      danger
      title={
        groups.length === 1 && first
          ? t('productGroups.deleteOne', { name: first.name })
          : t('productGroups.deleteMany', { count: groups.length })
      }
      message={t('productGroups.deleteBody')}
      confirmLabel={t('dialog.deleteConfirm')}
      loading={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
