import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { AddonGroup } from '@perkdesk/contracts';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useDialogMode } from '../../../components/dialog-mode/use-dialog-mode';
import { ImageUploader } from '../../../components/image-uploader/image-uploader';
import { useTranslation } from '../../../i18n/translation';
import { notifySuccess, notifyWarning } from '../../../lib/api-notify';
import { useAddonsById } from '../api/get-addon';
import { useAddons } from '../api/list-addons';
import { useSaveAddonGroup } from '../api/save-addon-group';
import { CatalogueDialog } from '../groups/catalogue-dialog';
import { catalogueMessage } from '../groups/catalogue-message';
import { CharCount } from '../groups/char-count';
import { type DialogTarget, targetKey } from '../groups/dialog-target';
import { DESCRIPTION_MAX, NAME_MAX } from '../groups/form-fields';
import { formatPrice } from '../groups/format-price';
import { ImageStrip } from '../groups/image-strip';
import { imagesChanged, membersChanged } from '../groups/member-changes';
import { type MemberCandidate, MemberTable } from '../groups/member-table';
import { withSavingToast } from '../groups/saving-toast';
import {
  type AddonGroupDraft,
  type AddonGroupFormOutput,
  type AddonGroupFormValues,
  addonGroupFormSchema,
  addonGroupInput,
  addonGroupToDraft,
  addonsOnlyHere,
} from './addon-group-form';
import { changeMax, changeMin, chooseMandatory, isMandatory } from './forced-limits';

export type AddonGroupTarget = DialogTarget<AddonGroup, AddonGroupDraft>;

const MAX_IMAGES = 5;

/** The add-on group dialog (spec 2 §2 Dialogs, §4, §5): add, show, edit. */
export function AddonGroupDialog({
  target,
  onClose,
}: {
  target: AddonGroupTarget | null;
  onClose: () => void;
}) {
  if (!target) return null;
  return <AddonGroupForm key={targetKey(target)} target={target} onClose={onClose} />;
}

function AddonGroupForm({ target, onClose }: { target: AddonGroupTarget; onClose: () => void }) {
  const { t } = useTranslation('catalogue');
  const group = target.kind === 'existing' ? target.item : null;
  const [draft] = useState(() =>
    target.kind === 'existing' ? addonGroupToDraft(target.item) : (target.draft ?? addonGroupToDraft(null)),
  );
  const form = useForm<AddonGroupFormValues, unknown, AddonGroupFormOutput>({
    resolver: zodResolver(addonGroupFormSchema),
    defaultValues: draft.values,
  });
  const [images, setImages] = useState(draft.images);
  const [members, setMembers] = useState(draft.members);
  const initialMembers = group?.products ?? [];
  const addons = useAddons();
  const save = useSaveAddonGroup();

  const isDirty = () =>
    JSON.stringify(form.getValues()) !== JSON.stringify(draft.values) ||
    imagesChanged(draft.images, images) ||
    membersChanged(initialMembers, members);

  const submitValid = async (values: AddonGroupFormOutput) => {
    const input = addonGroupInput(values, images, initialMembers, members);
    const saved = await withSavingToast(t('dialog.saving'), () =>
      save.mutateAsync({ id: group?.id ?? null, input }),
    ).catch(() => null);
    if (!saved) return;
    notifySuccess(group ? t('addonGroups.updated') : t('addonGroups.added'), t('dialog.success'));
    onClose();
  };

  const mode = useDialogMode({
    isNew: group === null,
    isDirty,
    save: () => void form.handleSubmit(submitValid)(),
    isDeleted: group?.status === 'DELETED',
    startInEdit: target.kind === 'existing' && target.startEditing,
  });
  const readOnly = mode.readOnly;
  const { errors } = form.formState;
  const message = (text?: string) => catalogueMessage(t, text);
  const [name, description, forcedMin, forcedMax] = useWatch({
    control: form.control,
    name: ['name', 'description', 'forcedMin', 'forcedMax'],
  });
  const limits = { forcedMin, forcedMax };
  const setLimits = (next: { forcedMin: number; forcedMax: number }) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('forcedMin', next.forcedMin, options);
    form.setValue('forcedMax', next.forcedMax, options);
  };

  // Members the add-on list lacks were deleted since: named by their own record, "(deleted)".
  const liveIds = new Set((addons.data ?? []).map((addon) => addon.id));
  const missingIds = members.filter((id) => addons.isSuccess && !liveIds.has(id));
  const missingAddons = useAddonsById(missingIds);
  const candidates: MemberCandidate[] = (addons.data ?? []).map((addon) => ({
    id: addon.id,
    name: addon.name,
    image: addon.images[0],
    status: addon.status,
    detail: formatPrice(addon.price),
  }));
  const missing: MemberCandidate[] = missingIds.map((id, index) => {
    const found = missingAddons[index]?.data;
    return { id, name: found?.name ?? t('members.unknown'), image: found?.images[0], status: 'DELETED' };
  });
  const changeMembers = (next: string[]) => {
    const removed = members.filter((id) => !next.includes(id) && initialMembers.includes(id));
    const kept = addonsOnlyHere(group?.id ?? null, removed, addons.data ?? []);
    if (kept.length > 0) notifyWarning(t('messages.groupsRequired'), t('addonGroups.lastGroupTitle'));
    setMembers(kept.length > 0 ? [...next, ...kept.filter((id) => !next.includes(id))] : next);
  };

  const title =
    mode.mode === 'add'
      ? t('addonGroups.dialog.add')
      : mode.mode === 'edit'
        ? t('addonGroups.dialog.edit')
        : t('addonGroups.dialog.show');

  return (
    <CatalogueDialog
      opened
      onClose={onClose}
      title={title}
      mode={mode}
      onSubmit={mode.submit}
      saving={save.isPending}
    >
      {group?.status === 'DELETED' && (
        <Alert color="red" variant="light">
          {t('dialog.deleted')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap="sm">
          <TextInput
            label={t('fields.name')}
            withAsterisk={!readOnly}
            readOnly={readOnly}
            variant={readOnly ? 'filled' : 'default'}
            maxLength={NAME_MAX}
            description={<CharCount value={name} max={NAME_MAX} />}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={message(errors.name?.message)}
            data-autofocus={readOnly ? undefined : true}
            {...form.register('name')}
          />
          <Textarea
            label={t('fields.description')}
            readOnly={readOnly}
            variant={readOnly ? 'filled' : 'default'}
            maxLength={DESCRIPTION_MAX}
            autosize
            minRows={2}
            maxRows={5}
            description={<CharCount value={description} max={DESCRIPTION_MAX} />}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={message(errors.description?.message)}
            {...form.register('description')}
          />
        </Stack>
        {readOnly ? (
          <ImageStrip label={t('fields.images')} images={images} />
        ) : (
          <ImageUploader label={t('fields.images')} value={images} onChange={setImages} max={MAX_IMAGES} />
        )}
      </SimpleGrid>
      <Stack gap="sm">
        <Input.Wrapper label={t('addonGroups.choice')} description={t('addonGroups.choiceHint')}>
          <SegmentedControl
            mt={6}
            disabled={readOnly}
            value={isMandatory(limits) ? 'mandatory' : 'optional'}
            onChange={(value) => setLimits(chooseMandatory(limits, value === 'mandatory'))}
            data={[
              { value: 'optional', label: t('addonGroups.optional') },
              { value: 'mandatory', label: t('addonGroups.mandatory') },
            ]}
          />
        </Input.Wrapper>
        <Group gap="md" align="flex-start" grow>
          <NumberInput
            label={t('addonGroups.min')}
            description={
              forcedMin === 0 ? t('addonGroups.minNone') : t('addonGroups.minHint', { count: forcedMin })
            }
            readOnly={readOnly}
            variant={readOnly ? 'filled' : 'default'}
            min={0}
            step={1}
            allowDecimal={false}
            value={forcedMin}
            onChange={(value) => setLimits(changeMin(limits, value))}
            error={message(errors.forcedMin?.message)}
          />
          <NumberInput
            label={t('addonGroups.max')}
            description={
              forcedMax === 0 ? t('addonGroups.maxUnlimited') : t('addonGroups.maxHint', { count: forcedMax })
            }
            readOnly={readOnly}
            variant={readOnly ? 'filled' : 'default'}
            min={0}
            step={1}
            allowDecimal={false}
            value={forcedMax}
            onChange={(value) => setLimits(changeMax(limits, value))}
            error={message(errors.forcedMax?.message)}
          />
        </Group>
        <Controller
          control={form.control}
          name="isSameAddonAllowed"
          render={({ field }) => (
            <Switch
              label={t('addonGroups.sameAllowed')}
              description={t('addonGroups.sameAllowedHint')}
              disabled={readOnly}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
      </Stack>
      <MemberTable
        label={t('addonGroups.addons')}
        searchLabel={t('addonGroups.searchAddons')}
        candidates={candidates}
        missing={missing}
        value={members}
        onChange={changeMembers}
        readOnly={readOnly}
        loading={addons.isPending}
      />
    </CatalogueDialog>
  );
}
