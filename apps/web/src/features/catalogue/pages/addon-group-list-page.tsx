import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AddonGroup } from '@perkdesk/contracts';
import { IconStack2 } from '@tabler/icons-react';
import { useState } from 'react';
import { ListPagination } from '../../../components/list-top-bar/list-pagination';
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
import { ListEmpty } from '../groups/list-empty';
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
  const shownChecked = page.items.filter((group) => checked.has(group.id));

  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{t('addonGroups.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('addonGroups.subtitle')}
        </Text>
      </div>
      <ListTopBar
        onAdd={() => dialog.add()}
        addLabel={t('addonGroups.add')}
        onEdit={() => shownChecked[0] && dialog.edit(shownChecked[0].id)}
        onDelete={() => setToDelete(shownChecked)}
        selection={{
          checked: shownChecked.length,
          shown: page.items.length,
          onToggleAll: (on) => checked.setAll(on ? page.items.map((group) => group.id) : []),
        }}
        searchPlaceholder={t('addonGroups.search')}
        filters={[{ kind: 'status' }]}
        sortOptions={['name', 'status', 'date']}
      />
      {groups.isError && (
        <Alert color="red" variant="light" title={t('list.loadFailed')}>
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => groups.refetch()}>
            {t('retry', { ns: 'common' })}
          </Button>
        </Alert>
      )}
      <Paper withBorder radius="md">
        {groups.isPending && <Skeleton h={160} />}
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
      </Paper>
      {groups.isSuccess && <ListPagination page={page} />}
      <AddonGroupDialog target={dialog.target} onClose={dialog.close} />
      <DeleteAddonGroupsDialog groups={toDelete} onClose={() => setToDelete([])} onDeleted={checked.clear} />
    </Stack>
  );
}
