import { Alert, List, Loader, Stack, Text } from '@mantine/core';
import type { AddonGroup } from '@perkdesk/contracts';
import {
  type DeleteDialogProps,
  DeleteItemsDialog,
} from '../../../components/confirm-dialog/delete-items-dialog';
import { useTranslation } from '../../../i18n/translation';
import { useDeleteAddonGroups } from '../api/delete-addon-group';
import { useExclusiveAddons } from '../api/get-exclusive-addons';
import { useAddons } from '../api/list-addons';

/**
 * Asks before deleting add-on groups (spec 2 §4 dependencies): the add-ons that belong only to
 * them become inactive, and the warning lists them (GET …/exclusive-addons).
 */
export function DeleteAddonGroupsDialog(props: DeleteDialogProps<AddonGroup>) {
  const { t } = useTranslation('catalogue');
  const exclusive = useExclusiveAddons(props.items.map((group) => group.id));
  const addons = useAddons();
  const loading = exclusive.some((query) => query.isPending);
  const ids = [...new Set(exclusive.flatMap((query) => query.data ?? []))];
  const names = ids.map((id) => addons.data?.find((addon) => addon.id === id)?.name ?? t('members.unknown'));

  return (
    <DeleteItemsDialog
      {...props}
      remove={useDeleteAddonGroups()}
      title={(count, name) =>
        name ? t('addonGroups.deleteOne', { name }) : t('addonGroups.deleteMany', { count })
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
      deletedNotice={(count) => t('addonGroups.deleted', { count })}
    />
  );
}
