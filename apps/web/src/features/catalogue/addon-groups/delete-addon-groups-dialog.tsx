import { Alert, List, Loader, Stack, Text } from '@mantine/core';
import type { AddonGroup } from '@perkdesk/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useTranslation } from '../../../i18n/translation';
import { notifySuccess } from '../../../lib/api-notify';
import { useDeleteAddonGroups } from '../api/delete-addon-group';
import { useExclusiveAddons } from '../api/get-exclusive-addons';
import { useAddons } from '../api/list-addons';

interface DeleteAddonGroupsDialogProps {
  groups: readonly AddonGroup[];
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Asks before deleting add-on groups (spec 2 §4 dependencies): the add-ons that belong only to
 * them become inactive, and the warning lists them (GET …/exclusive-addons).
 */
export function DeleteAddonGroupsDialog({ groups, onClose, onDeleted }: DeleteAddonGroupsDialogProps) {
  const { t } = useTranslation('catalogue');
  const remove = useDeleteAddonGroups();
  const exclusive = useExclusiveAddons(groups.map((group) => group.id));
  const addons = useAddons();
  const [first] = groups;
  const loading = exclusive.some((query) => query.isPending);
  const ids = [...new Set(exclusive.flatMap((query) => query.data ?? []))];
  const names = ids.map((id) => addons.data?.find((addon) => addon.id === id)?.name ?? t('members.unknown'));

  const confirm = () =>
    remove.mutate(
      groups.map((group) => group.id),
      {
        onSuccess: ({ deleted }) => {
          notifySuccess(t('addonGroups.deleted', { count: deleted }));
          onDeleted();
        },
        onSettled: onClose,
      },
    );
  return (
    <ConfirmDialog
      opened={groups.length > 0}
      danger
      title={
        groups.length === 1 && first
          ? t('addonGroups.deleteOne', { name: first.name })
          : t('addonGroups.deleteMany', { count: groups.length })
      }
      message={
        <Stack gap="sm">
          <Text size="sm">{t('addonGroups.deleteBody')}</Text>
          {loading && <Loader size="sm" aria-label={t('dialog.checking')} />}
          {!loading && names.length > 0 && (
            <Alert
              color="yellow"
              variant="light"
              title={t('addonGroups.inactiveTitle', { count: names.length })}
            >
              <List size="sm" spacing={2}>
                {names.map((name, index) => (
                  <List.Item key={ids[index]}>
                    <bdi>{name}</bdi>
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
        </Stack>
      }
      confirmLabel={t('dialog.deleteConfirm')}
      loading={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
