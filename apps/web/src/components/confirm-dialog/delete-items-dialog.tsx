import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { notifySuccess } from '../../lib/api-notify';
import { ConfirmDialog } from './confirm-dialog';

/** What a list page gives its delete dialog. */
export interface DeleteDialogProps<Item> {
  /** The items to delete; none closes the dialog. */
  items: readonly Item[];
  onClose: () => void;
  onDeleted: () => void;
}

interface DeleteItemsDialogProps<Item> extends DeleteDialogProps<Item> {
  /** Deletes by ids and says how many went (soft deletes, one call per item). */
  remove: UseMutationResult<{ deleted: number }, Error, readonly string[]>;
  /** The title: one item by its name, several by their count. */
  title: (count: number, name?: string) => string;
  message: ReactNode;
  confirmLabel: string;
  /** The success notice, by the count the server deleted. */
  deletedNotice: (count: number) => string;
}

/** Asks before deleting the checked items of a list, then says how many were deleted. */
export function DeleteItemsDialog<Item extends { id: string; name: string }>(
  props: DeleteItemsDialogProps<Item>,
) {
  const { items, remove, onClose } = props;
  const [first] = items;
  const confirm = () =>
    remove.mutate(
      items.map((item) => item.id),
      {
        onSuccess: ({ deleted }) => {
          notifySuccess(props.deletedNotice(deleted));
          props.onDeleted();
        },
        onSettled: onClose,
      },
    );
  return (
    <ConfirmDialog
      opened={items.length > 0}
      danger
      title={props.title(items.length, items.length === 1 ? first?.name : undefined)}
      message={props.message}
      confirmLabel={props.confirmLabel}
      loading={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
