import type { PromotionResponse } from '@perkdesk/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useTranslation } from '../../../i18n/translation';
import { notifySuccess, notifyWarning } from '../../../lib/api-notify';
import { useDeletePromotions } from '../api/delete-promotion';

interface DeletePromotionsDialogProps {
  /** The perks to delete; none closes the dialog. */
  promotions: readonly PromotionResponse[];
  onClose: () => void;
  onDeleted: (ids: readonly string[]) => void;
}

/** Asks before deleting perks (a soft delete: customers stop seeing and using them). */
export function DeletePromotionsDialog({ promotions, onClose, onDeleted }: DeletePromotionsDialogProps) {
  const { t } = useTranslation('promotions');
  const remove = useDeletePromotions();
  const count = promotions.length;
  const ids = promotions.map((promotion) => promotion.id);

  const confirm = () =>
    remove.mutate(ids, {
      onSuccess: ({ deleted, failed }) => {
        if (failed > 0) notifyWarning(t('delete.partial', { failed, count }));
        else notifySuccess(t('delete.done', { count: deleted }));
        onDeleted(ids);
        onClose();
      },
    });

  return (
    <ConfirmDialog
      opened={count > 0}
      title={t('delete.title', { count })}
      confirmLabel={t('delete.confirm')}
      danger
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={confirm}
      message={
        count === 1
          ? t('delete.messageOne', { name: promotions[0]?.name ?? '' })
          : t('delete.messageMany', { count })
      }
    />
  );
}
