import type { ProductGroup } from '@perkdesk/contracts';
import { ScheduleDialog, type ScheduleResult } from '../../../components/schedule-dialog/schedule-dialog';
import { useTranslation } from '../../../i18n/translation';
import { notifySuccess, notifyWarning } from '../../../lib/api-notify';
import { useSaveProductGroup } from '../api/save-product-group';
import { withSavingToast } from '../groups/saving-toast';
import { productGroupScheduleInput } from './product-group-form';

/**
 * A product group's schedule (spec 2 §4 group schedule sync, contract §5): a group has a schedule
 * only when all its products share one (`isSyncedInGroup`); saving with the sync toggle on
 * gives every product of the group this one. With the toggle off there is nothing to save.
 */
export function ProductGroupSchedule({
  group,
  onClose,
}: {
  group: ProductGroup | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const save = useSaveProductGroup();

  const submit = async (result: ScheduleResult) => {
    if (!group) return;
    if (group.products.length === 0) {
      notifyWarning(t('messages.productGroupEmpty'));
      throw new Error('empty group');
    }
    if (!result.isSyncedInGroup) {
      notifyWarning(t('productGroups.scheduleNeedsSync'));
      throw new Error('not synced');
    }
    await withSavingToast(t('dialog.saving'), () =>
      save.mutateAsync({ id: group.id, input: productGroupScheduleInput(group, result) }),
    );
    notifySuccess(t('productGroups.scheduled'), t('dialog.success'));
  };

  return (
    <ScheduleDialog
      opened={group !== null}
      onClose={onClose}
      title={group ? t('productGroups.scheduleTitle', { name: group.name }) : undefined}
      value={{
        hideUntil: group?.isSyncedInGroup ? group.hideUntil : null,
        availableTime: group?.isSyncedInGroup ? (group.availableTime as ScheduleResult['availableTime']) : [],
        isSyncedInGroup: group?.isSyncedInGroup ?? false,
      }}
      showSync
      onSubmit={submit}
    />
  );
}
