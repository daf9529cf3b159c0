import { createContext, useCallback, useContext, useEffect, useState } from 'react';

/**
 * Dialogs opened from inside another dialog (the tax, unit or schedule dialog over the product
 * dialog). Every open Mantine modal closes on Escape, since each listens on the window, so the
 * dialog underneath turns its Escape off while one of its own dialogs is open: Escape closes the
 * top dialog only, and the form underneath keeps what was typed.
 */
const ChildDialogsContext = createContext<(() => () => void) | null>(null);

/** Provide `register` to the dialog's content; `childOpen` is true while one of its dialogs is open. */
export const ChildDialogsProvider = ChildDialogsContext.Provider;

/** For a dialog that opens others: pass `!childOpen` as its `closeOnEscape`. */
export function useChildDialogs() {
  const [open, setOpen] = useState(0);
  const register = useCallback(() => {
    setOpen((count) => count + 1);
    return () => setOpen((count) => count - 1);
  }, []);
  return { childOpen: open > 0, register };
}

/** Tells the dialog underneath (if any) that this dialog is open. */
export function useNestedDialog(opened: boolean) {
  const register = useContext(ChildDialogsContext);
  useEffect(() => (opened && register ? register() : undefined), [opened, register]);
}
