import type { Addon } from '@perkdesk/contracts';
import { IconPuzzle } from '@tabler/icons-react';
import { useState } from 'react';
import { ListTopBar } from '../../../components/list-top-bar/list-top-bar';
import { selectPage } from '../../../components/list-top-bar/select-page';
import { useListParams } from '../../../components/list-top-bar/use-list-params';
import { useTranslation } from '../../../i18n/translation';
import { useStores } from '../../../lib/stores-query';
import { AddonDialog } from '../addons/addon-dialog';
import { type AddonFormValues, duplicateAddonForm, emptyAddonForm } from '../addons/addon-form';
import { addonAccessors, filterAddons, GROUP_FILTER_KEY } from '../addons/addon-list-params';
import { AddonRow } from '../addons/addon-row';
import { DeleteAddonsDialog } from '../addons/delete-addons-dialog';
import { useAddon } from '../api/get-addon';
import { useAddonGroups } from '../api/list-addon-groups';
import { useAddons } from '../api/list-addons';
import { useSetAddonStatus } from '../api/set-addon-status';
import { CatalogueListFrame } from '../groups/catalogue-list-frame';
import { ListEmpty } from '../groups/list-empty';
import { listSelection } from '../groups/list-selection';
import { useChecked } from '../groups/use-checked';
import { useDialogTarget } from '../groups/use-dialog-target';

/** /app/products/addons: the merchant's add-ons (spec 2 §2, §3 Add-on, §4). */
export function AddonListPage() {
  const { t } = useTranslation('catalogue');
  const addons = useAddons();
  const groups = useAddonGroups();
  const stores = useStores();
  const status = useSetAddonStatus();
  const list = useListParams();
  const checked = useChecked();
  const dialog = useDialogTarget<Addon, AddonFormValues>(addons.data, useAddon);
  const [toDelete, setToDelete] = useState<Addon[]>([]);
  const page = selectPage(filterAddons(addons.data ?? [], list.params), list.params, addonAccessors);
  const groupName = new Map((groups.data ?? []).map((group) => [group.id, group.name]));
  const groupFilter = list.params.filters[GROUP_FILTER_KEY];

  return (
    <CatalogueListFrame
      title={t('addons.title')}
      subtitle={t('addons.subtitle')}
      query={addons}
      loadFailed={t('list.loadFailed')}
      page={page}
      topBar={
        <ListTopBar
          // A new add-on starts in the group the list is filtered by.
          onAdd={() =>
            dialog.add(
              emptyAddonForm(
                (stores.data ?? []).map((store) => store.id),
                groupFilter && groupName.has(groupFilter) ? [groupFilter] : [],
              ),
            )
          }
          addLabel={t('addons.add')}
          {...listSelection(page.items, checked, { edit: dialog.edit, remove: setToDelete })}
          searchPlaceholder={t('addons.search')}
          filters={[
            {
              kind: 'store',
              stores: (stores.data ?? []).map((store) => ({ value: store.id, label: store.name })),
            },
            {
              kind: 'select',
              key: GROUP_FILTER_KEY,
              label: t('addons.groupFilter'),
              options: (groups.data ?? []).map((group) => ({ value: group.id, label: group.name })),
            },
            { kind: 'status' },
          ]}
          sortOptions={['name', 'status', 'date']}
        />
      }
      dialogs={
        <>
          <AddonDialog target={dialog.target} onClose={dialog.close} />
          <DeleteAddonsDialog items={toDelete} onClose={() => setToDelete([])} onDeleted={checked.clear} />
        </>
      }
    >
      {addons.isSuccess && page.items.length === 0 && (
        <ListEmpty
          icon={<IconPuzzle size={24} />}
          title={list.filtered ? t('list.noMatch') : t('addons.empty')}
          hint={list.filtered ? t('list.noMatchHint') : t('addons.emptyHint')}
        />
      )}
      {page.items.map((addon) => (
        <AddonRow
          key={addon.id}
          addon={addon}
          groupNames={addon.groups.map((id) => groupName.get(id) ?? '…')}
          checked={checked.has(addon.id)}
          onCheck={(on) => checked.set(addon.id, on)}
          onToggle={(active) => status.mutate({ id: addon.id, status: active ? 'ACTIVE' : 'INACTIVE' })}
          onOpen={() => dialog.show(addon.id)}
          onDuplicate={() => dialog.add(duplicateAddonForm(addon))}
          onEdit={() => dialog.edit(addon.id)}
          onDelete={() => setToDelete([addon])}
        />
      ))}
    </CatalogueListFrame>
  );
}
