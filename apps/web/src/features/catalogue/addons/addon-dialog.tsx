import {
  Divider,
  MultiSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { Addon, Store } from '@perkdesk/contracts';
import { useRef, useState } from 'react';
import { useDialogMode } from '../../../components/dialog-mode/use-dialog-mode';
import { ImageUploader } from '../../../components/image-uploader/image-uploader';
import { MoneyInput } from '../../../components/money-input/money-input';
import { useTranslation } from '../../../i18n/translation';
import { notifySuccess, notifyWarning } from '../../../lib/api-notify';
import { useStores } from '../../../lib/stores-query';
import { catalogueKeys } from '../api/catalogue-keys';
import { getAddonGroup } from '../api/get-addon-group';
import { useAddonGroups } from '../api/list-addon-groups';
import { useSaveAddon } from '../api/save-addon';
import { CatalogueDialog } from '../groups/catalogue-dialog';
import { catalogueMessage } from '../groups/catalogue-message';
import { CharCount } from '../groups/char-count';
import { type DialogTarget, targetKey } from '../groups/dialog-target';
import { DESCRIPTION_MAX, NAME_MAX } from '../groups/form-fields';
import { ImageStrip } from '../groups/image-strip';
import { withSavingToast } from '../groups/saving-toast';
import { AttributesField } from '../products/components/attributes-field';
import { GroupsField } from '../products/components/groups-field';
import { StoreTaxesField } from '../products/components/store-taxes-field';
import { ATTRIBUTE_LABEL_REQUIRED, MAX_PRODUCT_IMAGES } from '../products/product-form';
import {
  type AddonFormValues,
  addonSnapshot,
  addonToForm,
  emptyAddonForm,
  guardLastOne,
  validateAddonForm,
} from './addon-form';

export type AddonTarget = DialogTarget<Addon, AddonFormValues>;

const WRAPPER_ORDER: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/**
 * The add-on dialog (spec 2 §3 Add-on, §4: edit when an id exists, else add; §5 validation). It
 * waits for the stores, so a new add-on starts with the only store chosen.
 */
export function AddonDialog({ target, onClose }: { target: AddonTarget | null; onClose: () => void }) {
  const stores = useStores();
  if (!target) return null;
  if (!stores.data) return <CatalogueLoading onClose={onClose} />;
  return <AddonEditor key={targetKey(target)} target={target} stores={stores.data} onClose={onClose} />;
}

function CatalogueLoading({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('catalogue');
  const mode = useDialogMode({ isNew: true, isDirty: () => false, save: () => undefined, isDeleted: true });
  return (
    <CatalogueDialog
      opened
      onClose={onClose}
      title={t('addons.dialog.add')}
      mode={mode}
      onSubmit={() => undefined}
    >
      <Stack gap="sm">
        <Skeleton h={36} />
        <Skeleton h={80} />
      </Stack>
    </CatalogueDialog>
  );
}

interface AddonEditorProps {
  target: AddonTarget;
  stores: Store[];
  onClose: () => void;
}

function AddonEditor({ target, stores, onClose }: AddonEditorProps) {
  const { t } = useTranslation('catalogue');
  const addon = target.kind === 'existing' ? target.item : null;
  const [values, setValues] = useState<AddonFormValues>(() =>
    addon
      ? addonToForm(addon)
      : target.kind === 'new' && target.draft
        ? target.draft
        : emptyAddonForm(stores.map((s) => s.id)),
  );
  const initial = useRef(addonSnapshot(values, addon));
  const [tried, setTried] = useState(false);
  const groups = useAddonGroups();
  const save = useSaveAddon();
  const checked = validateAddonForm(values, addon);
  const errors = tried && !checked.ok ? checked.errors : {};
  const rowErrors = tried && !checked.ok ? checked.rowErrors : {};
  const set = <K extends keyof AddonFormValues>(key: K, value: AddonFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const message = (text?: string) =>
    text === ATTRIBUTE_LABEL_REQUIRED ? t('addons.attributeRequired') : catalogueMessage(t, text);

  const saveNow = async () => {
    setTried(true);
    if (!checked.ok) return;
    const saved = await withSavingToast(t('dialog.saving'), () =>
      save.mutateAsync({ id: addon?.id ?? null, input: checked.input }),
    ).catch(() => null);
    if (!saved) return;
    notifySuccess(addon ? t('addons.updated') : t('addons.added'), t('dialog.success'));
    onClose();
  };
  const mode = useDialogMode({
    isNew: addon === null,
    isDirty: () => addonSnapshot(values, addon) !== initial.current,
    save: () => void saveNow(),
    isDeleted: addon?.status === 'DELETED',
    // Spec 2 §4: the add-on dialog edits when an id exists.
    startInEdit: true,
  });
  const readOnly = mode.readOnly;
  const title =
    mode.mode === 'add'
      ? t('addons.dialog.add')
      : readOnly
        ? t('addons.dialog.show')
        : t('addons.dialog.edit');

  return (
    <CatalogueDialog
      opened
      onClose={onClose}
      title={title}
      mode={mode}
      onSubmit={mode.submit}
      saving={save.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={t('fields.name')}
          withAsterisk={!readOnly}
          readOnly={readOnly}
          variant={readOnly ? 'filled' : 'default'}
          maxLength={NAME_MAX}
          data-autofocus={readOnly ? undefined : true}
          inputWrapperOrder={WRAPPER_ORDER}
          description={<CharCount value={values.name} max={NAME_MAX} />}
          error={message(errors.name)}
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
        />
        <MoneyInput
          label={t('fields.price')}
          withAsterisk={!readOnly}
          readOnly={readOnly}
          variant={readOnly ? 'filled' : 'default'}
          placeholder="0.00"
          value={values.price}
          onChange={(price) => set('price', price)}
          error={message(errors.price)}
        />
      </SimpleGrid>
      <Textarea
        label={t('fields.description')}
        readOnly={readOnly}
        variant={readOnly ? 'filled' : 'default'}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={DESCRIPTION_MAX}
        inputWrapperOrder={WRAPPER_ORDER}
        description={<CharCount value={values.description} max={DESCRIPTION_MAX} />}
        error={message(errors.description)}
        value={values.description}
        onChange={(event) => set('description', event.currentTarget.value)}
      />
      <Divider />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <GroupsField
          label={t('fields.groups')}
          placeholder={t('addons.groupsPlaceholder')}
          nothingFound={t('addons.noGroupAvailable')}
          groups={groups.data ?? []}
          value={values.groups}
          lookup={{ key: catalogueKeys.addonGroup, fetch: getAddonGroup }}
          readOnly={readOnly}
          error={message(errors.groups)}
          onChange={(next) => {
            // An add-on cannot leave its last group (spec 2 §4 removal guards).
            const kept = guardLastOne(values.groups, next);
            if (kept.refused) notifyWarning(t('messages.groupsRequired'), t('addons.lastGroupTitle'));
            set('groups', kept.value);
            if (kept.value.length === 0) set('active', false);
          }}
        />
        <Switch
          mt={{ base: 0, sm: 30 }}
          label={t('fields.active')}
          description={values.groups.length === 0 ? t('messages.addonNoGroups') : undefined}
          checked={values.active}
          disabled={readOnly || values.groups.length === 0}
          onChange={(event) => set('active', event.currentTarget.checked)}
        />
      </SimpleGrid>
      <MultiSelect
        label={t('fields.stores')}
        description={t('addons.storesHint')}
        inputWrapperOrder={['label', 'description', 'input', 'error']}
        withAsterisk={!readOnly}
        readOnly={readOnly}
        variant={readOnly ? 'filled' : 'default'}
        data={stores.map((store) => ({ value: store.id, label: store.name }))}
        value={values.stores}
        searchable
        error={message(errors.stores)}
        onChange={(next) => {
          // A store badge cannot go below one store (spec 2 §4 removal guards).
          const kept = guardLastOne(values.stores, next);
          if (kept.refused) notifyWarning(t('messages.storesRequired'), t('addons.lastStoreTitle'));
          set('stores', kept.value);
        }}
      />
      <StoreTaxesField
        storeIds={values.stores}
        stores={stores}
        value={values.taxes}
        onChange={(taxes) => set('taxes', taxes)}
        readOnly={readOnly}
        error={message(errors.taxes)}
      />
      <Divider />
      <AttributesField
        value={values.attributes}
        onChange={(attributes) => set('attributes', attributes)}
        readOnly={readOnly}
        rowError={(index) => message(rowErrors[index])}
      />
      {readOnly ? (
        <ImageStrip label={t('fields.images')} images={values.images} />
      ) : (
        <ImageUploader
          label={t('fields.images')}
          value={values.images}
          onChange={(images) => set('images', images)}
          max={MAX_PRODUCT_IMAGES}
        />
      )}
    </CatalogueDialog>
  );
}
