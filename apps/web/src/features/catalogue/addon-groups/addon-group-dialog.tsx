import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Input, NumberInput, SegmentedControl, Stack, Switch } from '@mantine/core';
import type { AddonGroup } from '@perkdesk/contracts';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translation';
import { notifyWarning } from '../../../lib/api-notify';
import { useAddonsById } from '../api/get-addon';
import { useAddons } from '../api/list-addons';
import { useSaveAddonGroup } from '../api/save-addon-group';
import { type DialogTarget, targetKey } from '../groups/dialog-target';
import { GroupDialogFrame } from '../groups/group-dialog-frame';
import { useGroupForm } from '../groups/use-group-form';
import { useMemberCandidates } from '../groups/use-member-candidates';
import {
  type AddonGroupDraft,
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
  const state = useGroupForm({
    target,
    toDraft: addonGroupToDraft,
    resolver: zodResolver(addonGroupFormSchema),
    toInput: addonGroupInput,
    save: useSaveAddonGroup(),
    savedNotice: (updated) => (updated ? t('addonGroups.updated') : t('addonGroups.added')),
    onSaved: onClose,
  });
  const { form, group, members, initialMembers } = state;
  const readOnly = state.mode.readOnly;
  const addons = useAddons();
  const { candidates, missing } = useMemberCandidates(addons, members, useAddonsById);
  const [forcedMin, forcedMax] = useWatch({ control: form.control, name: ['forcedMin', 'forcedMax'] });
  const limits = { forcedMin, forcedMax };
  const setLimits = (next: { forcedMin: number; forcedMax: number }) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('forcedMin', next.forcedMin, options);
    form.setValue('forcedMax', next.forcedMax, options);
  };
  const errors = form.formState.errors;
  // An add-on must keep a group: removing it from its last one puts it back, with a warning.
  const changeMembers = (next: string[]) => {
    const removed = members.filter((id) => !next.includes(id) && initialMembers.includes(id));
    const kept = addonsOnlyHere(group?.id ?? null, removed, addons.data ?? []);
    if (kept.length > 0) notifyWarning(t('messages.groupsRequired'), t('addonGroups.lastGroupTitle'));
    state.setMembers(kept.length > 0 ? [...next, ...kept.filter((id) => !next.includes(id))] : next);
  };

  return (
    <GroupDialogFrame
      state={state}
      titles={{
        add: t('addonGroups.dialog.add'),
        edit: t('addonGroups.dialog.edit'),
        show: t('addonGroups.dialog.show'),
      }}
      onClose={onClose}
      images={{ label: t('fields.images'), max: MAX_IMAGES }}
      members={{
        label: t('addonGroups.addons'),
        searchLabel: t('addonGroups.searchAddons'),
        candidates,
        missing,
        loading: addons.isPending,
        onChange: changeMembers,
      }}
    >
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
            error={state.message(errors.forcedMin?.message)}
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
            error={state.message(errors.forcedMax?.message)}
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
    </GroupDialogFrame>
  );
}
