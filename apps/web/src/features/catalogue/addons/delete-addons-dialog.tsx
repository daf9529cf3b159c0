import type { Addon } from '@perkdesk/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useTranslation } from '../../../i18n/translation';
import { notifySuccess } from '../../../lib/api-notify';
import { useDeleteAddons } from '../api/delete-addon';

interface DeleteAddonsDialogProps {
  addons: readonly Addon[];
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting add-ons; a deleted add-on leaves its groups (soft delete, contract §1). */
export function DeleteAddonsDialog({ addons, onClose, onDeleted }: DeleteAddonsDialogProps) {
  const { t } = useTranslation('catalogue');
  const remove = useDeleteAddons();
  const [first] = addons;
  const confirm = () =>
    remove.mutate(
      addons.map((addon) => addon.id),
      {
        onSuccess: ({ deleted }) => {
          notifySuccess(t('addons.deleted', { count: deleted }));
          onDeleted();
        },
        onSettled: onClose,
      },
    );
  return (
    <ConfirmDialog
      opened={addons.length > 0}
      danger
      title={
        addons.length === 1 && first
          ? t('addons.deleteOne', { name: first.name })
          : t('addons.deleteMany', { count: addons.length })
      }
      message={t('addons.deleteBody')}
      confirmLabel={t('dialog.deleteConfirm')}
      loading={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
