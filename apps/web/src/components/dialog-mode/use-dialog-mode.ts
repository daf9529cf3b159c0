import { useCallback, useState } from 'react';

/**
 * The catalogue dialogs' modes (spec 2 §4): an existing item opens in `show` (read only); the
 * first submit moves to `edit`; the second saves. A new item (`add`) saves on its first submit.
 */
export type DialogMode = 'add' | 'show' | 'edit';

interface DialogModeOptions {
  /** No id yet: the dialog adds. */
  isNew: boolean;
  /** Whether the form differs from what was loaded (an unchanged edit asks first). */
  isDirty: () => boolean;
  /** Validates and saves; called only when the submit should really save. */
  save: () => void;
  /** A deleted item is shown, never submitted (spec 2 §4 record status). */
  isDeleted?: boolean;
  /** An existing item opened by its row's edit icon starts in `edit` (ignored for new and deleted items). */
  startInEdit?: boolean;
}

export interface DialogModeState {
  mode: DialogMode;
  /** Fields are read only in `show` and for deleted items. */
  readOnly: boolean;
  /** The submit button's action for the current mode. */
  submit: () => void;
  /** Disabled for deleted items. */
  canSubmit: boolean;
  /** The "There is no change" question: open, answer yes (saves anyway) or no. */
  noChange: { opened: boolean; confirm: () => void; close: () => void };
}

export function initialDialogMode(isNew: boolean, startInEdit = false): DialogMode {
  if (isNew) return 'add';
  return startInEdit ? 'edit' : 'show';
}

/** What a submit does in `mode`: move to edit, ask about no change, or save. */
export function submitOutcome(mode: DialogMode, dirty: boolean): 'edit' | 'ask' | 'save' {
  if (mode === 'show') return 'edit';
  if (mode === 'edit' && !dirty) return 'ask';
  return 'save';
}

/** The dialog-mode state machine; the dialog re-mounts (key on the item id) for another item. */
export function useDialogMode({
  isNew,
  isDirty,
  save,
  isDeleted = false,
  startInEdit = false,
}: DialogModeOptions): DialogModeState {
  const [mode, setMode] = useState<DialogMode>(() => initialDialogMode(isNew, startInEdit && !isDeleted));
  const [asking, setAsking] = useState(false);

  const submit = useCallback(() => {
    if (isDeleted) return;
    const outcome = submitOutcome(mode, isDirty());
    if (outcome === 'edit') setMode('edit');
    else if (outcome === 'ask') setAsking(true);
    else save();
  }, [isDeleted, mode, isDirty, save]);

  return {
    mode,
    readOnly: mode === 'show' || isDeleted,
    submit,
    canSubmit: !isDeleted,
    noChange: {
      opened: asking,
      confirm: () => {
        setAsking(false);
        save();
      },
      close: () => setAsking(false),
    },
  };
}
