import { useTranslation } from '../../i18n/translation';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import type { DialogModeState } from './use-dialog-mode';

/** "There is no change, Do you want to submit it anyway?" (spec 2 §4); yes saves as it is. */
export function NoChangeAlert({ noChange }: { noChange: DialogModeState['noChange'] }) {
  const { t } = useTranslation('components');
  return (
    <ConfirmDialog
      opened={noChange.opened}
      title={t('dialogMode.noChangeTitle')}
      message={t('dialogMode.noChange')}
      confirmLabel={t('dialogMode.submitAnyway')}
      onConfirm={noChange.confirm}
      onClose={noChange.close}
    />
  );
}

/** The submit button's label for each mode: show → Edit, edit → Save, add → Add. */
export function useSubmitLabel(mode: DialogModeState['mode']) {
  const { t } = useTranslation('components');
  return t(`dialogMode.submit.${mode}`);
}
