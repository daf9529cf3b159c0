import { Badge, Group, Text } from '@mantine/core';
import type { ProductGroup } from '@perkdesk/contracts';
import { IconCategory } from '@tabler/icons-react';
import { useState } from 'react';
import { ListTopBar } from '../../../components/list-top-bar/list-top-bar';
import { RankList } from '../../../components/list-top-bar/rank-list';
import { selectPage } from '../../../components/list-top-bar/select-page';
import { useListParams } from '../../../components/list-top-bar/use-list-params';
import { useTranslation } from '../../../i18n/translation';
import { useProductGroup } from '../api/get-product-group';
import { useProductGroups } from '../api/list-product-groups';
import { useSetProductGroupStatus } from '../api/set-product-group-status';
import { CatalogueListFrame } from '../groups/catalogue-list-frame';
import { ListEmpty } from '../groups/list-empty';
import { listSelection } from '../groups/list-selection';
import { useChecked } from '../groups/use-checked';
import { useDialogTarget } from '../groups/use-dialog-target';
import { DeleteProductGroupsDialog } from '../product-groups/delete-product-groups-dialog';
import {
  PRODUCT_GROUP_LIST_DEFAULTS,
  productGroupAccessors,
} from '../product-groups/product-group-accessors';
import { ProductGroupDialog } from '../product-groups/product-group-dialog';
import { duplicateProductGroup, type ProductGroupDraft } from '../product-groups/product-group-form';
import { ProductGroupAvatar, ProductGroupRow } from '../product-groups/product-group-row';
import { ProductGroupSchedule } from '../product-groups/product-group-schedule';
import { useRanking } from '../product-groups/use-ranking';

/** /app/products/product-groups: the menu's sections, by rank (spec 2 §2, §4; contract §5). */
export function ProductGroupListPage() {
  const { t } = useTranslation('catalogue');
  const groups = useProductGroups();
  const status = useSetProductGroupStatus();
  const list = useListParams(PRODUCT_GROUP_LIST_DEFAULTS);
  const checked = useChecked();
  const ranking = useRanking(groups.data);
  const dialog = useDialogTarget<ProductGroup, ProductGroupDraft>(groups.data, useProductGroup);
  const [toDelete, setToDelete] = useState<ProductGroup[]>([]);
  const [scheduled, setScheduled] = useState<ProductGroup | null>(null);
  const page = selectPage(groups.data ?? [], list.params, productGroupAccessors);

  return (
    <CatalogueListFrame
      title={t('productGroups.title')}
      subtitle={t('productGroups.subtitle')}
      query={groups}
      loadFailed={t('list.loadFailed')}
      page={ranking.editing ? null : page}
      topBar={
        <ListTopBar
          onAdd={() => dialog.add()}
          addLabel={t('productGroups.add')}
          {...listSelection(page.items, checked, { edit: dialog.edit, remove: setToDelete })}
          searchPlaceholder={t('productGroups.search')}
          filters={[{ kind: 'status' }]}
          sortOptions={['rank', 'name', 'status', 'date']}
          defaults={PRODUCT_GROUP_LIST_DEFAULTS}
          ranking={{
            editing: ranking.editing,
            onEdit: ranking.edit,
            onCancel: ranking.cancel,
            onSave: ranking.save,
            saving: ranking.saving,
            changed: ranking.changed,
            disabled: !groups.isSuccess || groups.data.length < 2,
          }}
        />
      }
      dialogs={
        <>
          <ProductGroupDialog target={dialog.target} onClose={dialog.close} />
          <ProductGroupSchedule group={scheduled} onClose={() => setScheduled(null)} />
          <DeleteProductGroupsDialog
            items={toDelete}
            onClose={() => setToDelete([])}
            onDeleted={checked.clear}
          />
        </>
      }
    >
      {ranking.editing ? (
        <RankList
          items={ranking.items}
          idOf={(group) => group.id}
          nameOf={(group) => group.name}
          onMove={ranking.move}
          disabled={ranking.saving}
          renderItem={(group) => (
            <Group gap="sm" wrap="nowrap">
              <ProductGroupAvatar group={group} size={36} />
              <Text fw={600} truncate>
                <bdi>{group.name}</bdi>
              </Text>
              <Badge size="sm" variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
                {t('productGroups.count', { count: group.products.length })}
              </Badge>
            </Group>
          )}
        />
      ) : (
        <>
          {groups.isSuccess && page.items.length === 0 && (
            <ListEmpty
              icon={<IconCategory size={24} />}
              title={list.filtered ? t('list.noMatch') : t('productGroups.empty')}
              hint={list.filtered ? t('list.noMatchHint') : t('productGroups.emptyHint')}
            />
          )}
          {page.items.map((group) => (
            <ProductGroupRow
              key={group.id}
              group={group}
              checked={checked.has(group.id)}
              onCheck={(on) => checked.set(group.id, on)}
              onToggle={(active) => status.mutate({ id: group.id, status: active ? 'ACTIVE' : 'INACTIVE' })}
              onSchedule={() => setScheduled(group)}
              onShow={() => dialog.show(group.id)}
              onDuplicate={() => dialog.add(duplicateProductGroup(group))}
              onEdit={() => dialog.edit(group.id)}
              onDelete={() => setToDelete([group])}
            />
          ))}
        </>
      )}
    </CatalogueListFrame>
  );
}
