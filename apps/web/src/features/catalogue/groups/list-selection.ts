import type { ListTopBarProps } from '../../../components/list-top-bar/list-top-bar';
import type { Checked } from './use-checked';

/**
 * The top bar's Edit, Delete and select all, on the checked items of the page shown: Edit opens
 * the first of them, Delete asks about all of them.
 */
export function listSelection<Item extends { id: string }>(
  shown: readonly Item[],
  checked: Checked,
  actions: { edit: (id: string) => void; remove: (items: Item[]) => void },
): Pick<ListTopBarProps, 'onEdit' | 'onDelete' | 'selection'> {
  const shownChecked = shown.filter((item) => checked.has(item.id));
  return {
    onEdit: () => {
      if (shownChecked[0]) actions.edit(shownChecked[0].id);
    },
    onDelete: () => actions.remove(shownChecked),
    selection: {
      checked: shownChecked.length,
      shown: shown.length,
      onToggleAll: (on) => checked.setAll(on ? shown.map((item) => item.id) : []),
    },
  };
}
