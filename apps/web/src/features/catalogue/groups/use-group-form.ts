import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { type DefaultValues, type Resolver, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useDialogMode } from '../../../components/dialog-mode/use-dialog-mode';
import { useTranslation } from '../../../i18n/translation';
import { notifySuccess } from '../../../lib/api-notify';
import { catalogueMessage } from './catalogue-message';
import type { DialogTarget } from './dialog-target';
import { imagesChanged, membersChanged } from './member-changes';
import { withSavingToast } from './saving-toast';

/** The fields every group form has. */
export interface NamedValues {
  name: string;
  description: string;
}

/** What a group dialog edits: the form's fields, the images and the member ids. */
export interface GroupDraft<Values> {
  values: Values;
  images: string[];
  members: string[];
}

interface GroupFormOptions<Item, Values extends NamedValues, Output, Input> {
  target: DialogTarget<Item, GroupDraft<Values>>;
  toDraft: (item: Item | null) => GroupDraft<Values>;
  resolver: Resolver<Values, unknown, Output>;
  /** The wire body from the checked fields, the images and the members before and now. */
  toInput: (values: Output, images: string[], initialMembers: string[], members: string[]) => Input;
  save: UseMutationResult<unknown, Error, { id: string | null; input: Input }>;
  /** The success notice of an update, or of an add. */
  savedNotice: (updated: boolean) => string;
  /** Closes the dialog once saved. */
  onSaved: () => void;
}

/**
 * The state of a product or add-on group dialog: the form, the images and members beside it,
 * the dialog mode, and the save with its notices (spec 2 §4, §8).
 */
export function useGroupForm<
  Item extends { id: string; status: string; products: string[] },
  Values extends NamedValues,
  Output,
  Input,
>(options: GroupFormOptions<Item, Values, Output, Input>) {
  const { target, toDraft, toInput, save } = options;
  const { t } = useTranslation('catalogue');
  const group = target.kind === 'existing' ? target.item : null;
  const [draft] = useState(() =>
    target.kind === 'existing' ? toDraft(target.item) : (target.draft ?? toDraft(null)),
  );
  const form = useForm<Values, unknown, Output>({
    resolver: options.resolver,
    defaultValues: draft.values as DefaultValues<Values>,
  });
  const [images, setImages] = useState(draft.images);
  const [members, setMembers] = useState(draft.members);
  const initialMembers = group?.products ?? [];

  const isDirty = () =>
    JSON.stringify(form.getValues()) !== JSON.stringify(draft.values) ||
    imagesChanged(draft.images, images) ||
    membersChanged(initialMembers, members);

  const submitValid = async (values: Output) => {
    const input = toInput(values, images, initialMembers, members);
    const saved = await withSavingToast(t('dialog.saving'), () =>
      save.mutateAsync({ id: group?.id ?? null, input }),
    ).catch(() => null);
    if (!saved) return;
    notifySuccess(options.savedNotice(group !== null), t('dialog.success'));
    options.onSaved();
  };

  const mode = useDialogMode({
    isNew: group === null,
    isDirty,
    save: () => void form.handleSubmit(submitValid)(),
    isDeleted: group?.status === 'DELETED',
    startInEdit: target.kind === 'existing' && target.startEditing,
  });
  // The shared fields, seen through the one shape every group form has.
  const named = form as unknown as UseFormReturn<NamedValues>;
  const [name, description] = useWatch({ control: named.control, name: ['name', 'description'] });
  const { errors } = named.formState;

  return {
    group,
    form,
    images,
    setImages,
    members,
    setMembers,
    initialMembers,
    mode,
    saving: save.isPending,
    message: (text?: string) => catalogueMessage(t, text),
    named: {
      nameField: named.register('name'),
      descriptionField: named.register('description'),
      name,
      description,
      nameError: errors.name?.message,
      descriptionError: errors.description?.message,
    },
  };
}

/** What the dialog's frame shows and changes; the form itself stays with the dialog. */
export type GroupFormState = Omit<ReturnType<typeof useGroupForm>, 'form' | 'initialMembers'>;
