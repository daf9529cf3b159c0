import type { AddonGroup } from '@perkdesk/contracts';
import { IconStack2 } from '@tabler/icons-react';
import { useState } from 'react';
import { ListTopBar } from '../../../components/list-top-bar/list-top-bar';
import { selectPage } from '../../../components/list-top-bar/select-page';
import { useListParams } from '../../../components/list-top-bar/use-list-params';
import { useTranslation } from '../../../i18n/translation';
import { addonGroupAccessors } from '../addon-groups/addon-group-accessors';
import { AddonGroupDialog } from '../addon-groups/addon-group-dialog';
import { type AddonGroupDraft, duplicateAddonGroup } from '../addon-groups/addon-group-form';
import { AddonGroupRow } from '../addon-groups/addon-group-row';
import { DeleteAddonGroupsDialog } from '../addon-groups/delete-addon-groups-dialog';
import { useAddonGroup } from '../api/get-addon-group';
import { useAddonGroups } from '../api/list-addon-groups';
import { useSetAddonGroupStatus } from '../api/set-addon-group-status';
import { CatalogueListFrame } from '../groups/catalogue-list-frame';
import { ListEmpty } from '../groups/list-empty';
import { listSelection } from '../groups/list-selection';
import { useChecked } from '../groups/use-checked';
import { useDialogTarget } from '../groups/use-dialog-target';

/** /app/products/addon-groups: the merchant's add-on groups (spec 2 §2, §4). */
export function AddonGroupListPage() {
  const { t } = useTranslation('catalogue');
  const groups = useAddonGroups();
  const status = useSetAddonGroupStatus();
  const list = useListParams();
  const checked = useChecked();
  const dialog = useDialogTarget<AddonGroup, AddonGroupDraft>(groups.data, useAddonGroup);
  const [toDelete, setToDelete] = useState<AddonGroup[]>([]);
  const page = selectPage(groups.data ?? [], list.params, addonGroupAccessors);

  return (
    <CatalogueListFrame
      title={t('addonGroups.title')}
      subtitle={t('addonGroups.subtitle')}
      query={groups}
      loadFailed={t('list.loadFailed')}
      page={page}
      topBar={
        <ListTopBar
          onAdd={() => dialog.add()}
          addLabel={t('addonGroups.add')}
          {...listSelection(page.items, checked, { edit: dialog.edit, remove: setToDelete })}
          searchPlaceholder={t('addonGroups.search')}
          filters={[{ kind: 'status' }]}
          sortOptions={['name', 'status', 'date']}
        />
      }
      dialogs={
        <>
          <AddonGroupDialog target={dialog.target} onClose={dialog.close} />
          <DeleteAddonGroupsDialog
            items={toDelete}
            onClose={() => setToDelete([])}
            onDeleted={checked.clear}
          />
        </>
      }
    >
      {groups.isSuccess && page.items.length === 0 && (
        <ListEmpty
          icon={<IconStack2 size={24} />}
          title={list.filtered ? t('list.noMatch') : t('addonGroups.empty')}
          hint={list.filtered ? t('list.noMatchHint') : t('addonGroups.emptyHint')}
        />
      )}
      {page.items.map((group) => (
        <AddonGroupRow
          key={group.id}
          group={group}
          checked={checked.has(group.id)}
          onCheck={(on) => checked.set(group.id, on)}
          onToggle={(active) => status.mutate({ id: group.id, status: active ? 'ACTIVE' : 'INACTIVE' })}
          onShow={() => dialog.show(group.id)}
          onDuplicate={() => dialog.add(duplicateAddonGroup(group))}
          onEdit={() => dialog.edit(group.id)}
          onDelete={() => setToDelete([group])}
        />
      ))}
    </CatalogueListFrame>
  );
}
