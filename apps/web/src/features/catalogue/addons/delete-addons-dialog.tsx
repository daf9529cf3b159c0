import type { Addon } from '@perkdesk/contracts';
import {
  type DeleteDialogProps,
  DeleteItemsDialog,
} from '../../../components/confirm-dialog/delete-items-dialog';
import { useTranslation } from '../../../i18n/translation';
import { useDeleteAddons } from '../api/delete-addon';

/** Asks before deleting add-ons; a deleted add-on leaves its groups (soft delete, contract §1). */
export function DeleteAddonsDialog(props: DeleteDialogProps<Addon>) {
  const { t } = useTranslation('catalogue');
  return (
    <DeleteItemsDialog
      {...props}
      remove={useDeleteAddons()}
      title={(count, name) => (name ? t('addons.deleteOne', { name }) : t('addons.deleteMany', { count }))}
      message={t('addons.deleteBody')}
      confirmLabel={t('dialog.deleteConfirm')}
      deletedNotice={(count) => t('addons.deleted', { count })}
    />
  );
}
