/**
 * What a catalogue dialog is opened on: an existing item (from `?p=<id>`, in show mode, or in
 * edit from its row's Edit icon), or a new one (Add, or a duplicate's draft).
 */
export type DialogTarget<Item, Draft> =
  | { kind: 'existing'; item: Item; startEditing: boolean }
  | { kind: 'new'; draft: Draft | null };

/** The key that re-mounts the dialog's form for another item (spec: dialogs re-mount per item). */
export function targetKey<Item extends { id: string }, Draft>(target: DialogTarget<Item, Draft>): string {
  return target.kind === 'existing' ? `item-${target.item.id}` : 'new';
}
