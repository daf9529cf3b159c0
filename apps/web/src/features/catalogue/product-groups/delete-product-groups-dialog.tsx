import type { ProductGroup } from '@perkdesk/contracts';
import {
  type DeleteDialogProps,
  DeleteItemsDialog,
} from '../../../components/confirm-dialog/delete-items-dialog';
import { useTranslation } from '../../../i18n/translation';
import { useDeleteProductGroups } from '../api/delete-product-group';

/** Asks before deleting product groups; their products are kept (contract §5). */
export function DeleteProductGroupsDialog(props: DeleteDialogProps<ProductGroup>) {
  const { t } = useTranslation('catalogue');
  return (
    <DeleteItemsDialog
      {...props}
      remove={useDeleteProductGroups()}
      title={(count, name) =>
        name ? t('productGroups.deleteOne', { name }) : t('productGroups.deleteMany', { count })
      }
      message={t('productGroups.deleteBody')}
      confirmLabel={t('dialog.deleteConfirm')}
      deletedNotice={(count) => t('productGroups.deleted', { count })}
    />
  );
}
