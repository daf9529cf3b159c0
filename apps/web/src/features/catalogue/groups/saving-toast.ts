import { notifications } from '@mantine/notifications';

/**
 * Spec 2 §8: a 'Saving...' notice while a save runs, then the caller's 'Success / Saved' or the
 * api client's failure toast. The notice closes either way.
 */
export async function withSavingToast<T>(message: string, save: () => Promise<T>): Promise<T> {
  const id = notifications.show({ message, loading: true, autoClose: false, withCloseButton: false });
  try {
    return await save();
  } finally {
    notifications.hide(id);
  }
}
